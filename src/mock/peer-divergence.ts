// The fault peer-diverges: the mock, asked as a peer of the target's network (NODE_HEADER peer-i),
// answers as a node that disagrees with the target about the chain: another ID for a block, another
// weight in a validator set, a committed tx it has not seen, one UTXO fewer for an address. The
// network agreement checks (suites/network/) must catch each.
import { isJsonObject as isObj, parseJson, type Json } from '../json/lossless.js';
import { goJson } from '../json/go-escape.js';
import type { MockResponse } from './mock-contracts.js';

type Obj = { [k: string]: Json };

/** The last character of an ID changed: still text, no longer the same ID. */
const otherId = (id: string) => id.slice(0, -1) + (id.endsWith('1') ? '2' : '1');

function diverge(method: string, result: Obj): Obj {
  switch (method) {
    case 'platform.getBlockByHeight':
    case 'platform.getBlock': {
      const block = result.block;
      if (isObj(block) && typeof block.id === 'string')
        return { ...result, block: { ...block, id: otherId(block.id) } };
      return result;
    }
    case 'platform.getValidatorsAt': {
      const validators = result.validators;
      if (!isObj(validators)) return result;
      const [first] = Object.keys(validators);
      return first === undefined
        ? result
        : { ...result, validators: { ...validators, [first]: String(BigInt(String(validators[first])) + 1n) } };
    }
    case 'platform.getTxStatus':
      return result.status === 'Committed' ? { ...result, status: 'Unknown' } : result;
    case 'platform.getUTXOs': {
      const utxos = result.utxos;
      return Array.isArray(utxos) && utxos.length > 0
        ? { ...result, utxos: utxos.slice(0, -1), numFetched: String(utxos.length - 1) }
        : result;
    }
    default:
      return result;
  }
}

/** The peer's answer to one JSON-RPC request, diverged where the method reports chain state. */
export function divergePeerAnswer(requestBody: string, res: MockResponse): MockResponse {
  let request: Json;
  let answer: Json;
  try {
    request = parseJson(requestBody);
    answer = parseJson(typeof res.body === 'string' ? res.body : Buffer.from(res.body).toString('utf8'));
  } catch {
    return res;
  }
  if (!isObj(request) || typeof request.method !== 'string' || !isObj(answer) || !isObj(answer.result)) return res;
  return { ...res, body: goJson({ ...answer, result: diverge(request.method, answer.result) }) };
}
