// The index API at /ext/index/{P/block, C/block, X/block, X/tx, X/vtx}: containers with id, bytes
// (hex + 4-byte checksum), timestamp, encoding and index; getContainerRange by the spec's rules R1–R5.
// /ext/index/P/block, X/block and C/block hold each chain's blocks (height h ≥ 1 at index h-1) in their proposer
// blocks, X/tx the X-Chain's txs (src/mock/chain/containers.ts); X/vtx (legacy) is empty. The faults that break an
// answer change it as it leaves (src/mock/faults/node-local-faults.ts).
import { createHash } from 'node:crypto';
import { cb58Decode, cb58Encode } from '../encoding/cb58.js';
import { encodeHexChecksum, toHex } from '../encoding/hex.js';
import type { Route } from './mock-contracts.js';
import { argsOf, type Encoding, type MethodParams } from './go-params.js';
import { methodHandlers, untypedAnswer, type ResultIn } from './method-handlers.js';
import type { NodeContext } from './node-context.js';
import { RpcMethodError } from './mock-contracts.js';
import { MAX_CONTAINERS_PER_RANGE } from '../spec/limits.js';
import { containersOf } from './chain/containers.js';
import type { Container } from './chain/index-container.js';
import { encodeProposerBlock } from '../codec/proposervm.js';
import type { IndexPath } from '../spec/api-paths.js';

/** "/ext/index/P/block" -> "P/block". */
type IndexName = IndexPath extends `/ext/index/${infer N}` ? N : never;

function containersIndexed(ctx: NodeContext, name: IndexName): Container[] {
  if (name === 'P/block' && ctx.deep.pIndexLastForeign) return withForeignLast(ctx, containersOf(ctx.state, name));
  if (name === 'X/tx' && ctx.deep.xTxIndexEmpty) return [];
  if (name !== 'X/vtx') return containersOf(ctx.state, name);
  // Legacy: nothing accepted since X/block began, unless the node's X/vtx holds a vertex newer than that.
  if (!ctx.deep.xVtxIndexNewerVertex) return [];
  const first = containersOf(ctx.state, 'X/block')[0]!;
  const bytes = new Uint8Array(createHash('sha256').update(`${ctx.state.seed}:X/vtx:0`).digest());
  return [
    {
      id: cb58Encode(new Uint8Array(createHash('sha256').update(bytes).digest())),
      bytes,
      timestamp: first.timestamp + 60,
    },
  ];
}

/** The list with its last proposer block wrapping a block never accepted (its last byte changed). */
function withForeignLast(ctx: NodeContext, list: Container[]): Container[] {
  const tip = ctx.state.blocks[ctx.state.blocks.length - 1]!;
  const inner = Uint8Array.from(tip.bytes);
  inner[inner.length - 1]! ^= 0xff;
  const parentId = cb58Decode(list.length > 1 ? list[list.length - 2]!.id : ctx.state.blocks[0]!.id);
  const { bytes, id } = encodeProposerBlock({
    parentId,
    timestamp: BigInt(tip.timestamp),
    pChainHeight: BigInt(tip.height - 1),
    inner,
  });
  return [...list.slice(0, -1), { ...list[list.length - 1]!, id: cb58Encode(id), bytes }];
}

export function indexRoute(ctx: NodeContext, path: IndexPath): Route {
  const name = path.slice('/ext/index/'.length) as IndexName;
  // The index as of the node's chain now: it grows as the node accepts blocks.
  let indexed: { state: NodeContext['state']; list: Container[]; byId: Map<string, number> } | null = null;
  const current = () => {
    if (indexed?.state !== ctx.state) {
      const list = containersIndexed(ctx, name);
      indexed = { state: ctx.state, list, byId: new Map(list.map((c, i) => [c.id, i])) };
    }
    return indexed;
  };
  /**
   * A container in the encoding asked (json is refused before): hexnc without the checksum, as the node writes it;
   * hexc and hexnc (fault real-encoding-any-case) are beyond the schema.
   */
  const render = (i: number, encoding: Encoding): ResultIn<'index.getLastAccepted'> => {
    const c = current().list[i]!;
    const container = {
      id: c.id,
      bytes: encoding === 'hexnc' ? toHex(c.bytes) : encodeHexChecksum(c.bytes),
      timestamp: new Date(c.timestamp * 1000).toISOString().replace('.000Z', 'Z'),
      index: String(i),
    };
    return encoding === 'hex' ? { ...container, encoding } : untypedAnswer({ ...container, encoding });
  };
  // The encoding is read with the params (a bad one is the unmarshal error); json is refused only once
  // the container is found, as the node fails only as it encodes it (facts/node-local.md §2.3).
  const encodingOf = <K extends string>(p: MethodParams<K | 'encoding'>) =>
    argsOf(p).encoding(ctx.deep.encodingAnyCase);
  const refuseJson = (encoding: Encoding) => {
    if (encoding === 'json') throw new RpcMethodError('unsupported encoding in method');
  };
  const handlers = methodHandlers({
    'index.getLastAccepted': (p) => {
      const { list } = current();
      const encoding = encodingOf(p);
      if (list.length === 0) throw new RpcMethodError('no containers have been accepted');
      refuseJson(encoding);
      return render(list.length - 1, encoding);
    },
    'index.getContainerByIndex': (p) => {
      const { list } = current();
      const encoding = encodingOf(p);
      const i = argsOf(p).uint('index');
      if (i >= BigInt(list.length)) throw new RpcMethodError(`no container at index ${i}`);
      refuseJson(encoding);
      return render(Number(i), encoding);
    },
    'index.getContainerByID': (p) => {
      const encoding = encodingOf(p);
      const i = current().byId.get(argsOf(p).id('id'));
      if (i === undefined) throw new RpcMethodError('not found');
      refuseJson(encoding);
      return render(i, encoding);
    },
    'index.getIndex': (p) => {
      const encoding = encodingOf(p);
      const i = current().byId.get(argsOf(p).id('id'));
      if (i === undefined) throw new RpcMethodError('not found');
      refuseJson(encoding);
      return { index: String(i) };
    },
    'index.isAccepted': (p) => {
      refuseJson(encodingOf(p));
      return { isAccepted: current().byId.has(argsOf(p).id('id')) };
    },
    'index.getContainerRange': (p) => {
      const { list } = current();
      const encoding = encodingOf(p);
      const a = argsOf(p);
      const start = a.uint('startIndex');
      const n = a.uint('numToFetch');
      // The numToFetch served, 0 (an empty answer) to the cap, refused in AvalancheGo's wording.
      if (n > BigInt(MAX_CONTAINERS_PER_RANGE))
        throw new RpcMethodError(`numToFetch must be in [0,${MAX_CONTAINERS_PER_RANGE}] but is ${n}`);
      if (n === 0n) {
        refuseJson(encoding);
        return null;
      }
      if (list.length === 0) throw new RpcMethodError('no containers have been accepted');
      const last = list.length - 1;
      if (start > BigInt(last)) throw new RpcMethodError(`start index (${start}) > last accepted index (${last})`);
      refuseJson(encoding);
      const end = Math.min(last, Number(start) + Number(n) - 1);
      const out: ResultIn<'index.getLastAccepted'>[] = [];
      for (let i = Number(start); i <= end; i++) out.push(render(i, encoding));
      return out;
    },
  });
  return { service: 'index', handlers };
}
