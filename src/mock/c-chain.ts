// The C-Chain, as much of it as a P-Chain wallet meets when it moves AVAX to the P-Chain: an EVM account's nonce and
// the base fee (eth_getTransactionCount, eth_baseFee), and atomic ExportTxs to the P-Chain (avax.issueTx, accepted at
// once; avax.getAtomicTxStatus). An accepted export's outputs wait on the P-Chain as UTXOs exported from C
// (getUTXOs sourceChain C) until an ImportTx takes them. The mock keeps no EVM balance: an export is checked for its
// chain, destination, asset, nonces and signatures (each input's signer is its account), not for funds.
import { secp256k1 } from '@noble/curves/secp256k1';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { decodeEvmExportTx } from '../codec/evm-atomic.js';
import { cb58Encode } from '../encoding/cb58.js';
import { sha256 } from '../encoding/checksum.js';
import { decodeHexChecksum, hexKey } from '../encoding/hex.js';
import type { Json } from '../json/lossless.js';
import { PRIMARY_NETWORK_ID } from '../spec/api-paths.js';
import { rewrite } from './chain/accept.js';
import { LazyMockUtxo } from './chain/mock-utxo.js';
import { argsOf } from './go-params.js';
import type { Route } from './mock-contracts.js';
import { RpcMethodError } from './mock-contracts.js';
import type { NodeContext } from './node-context.js';

/** The base fee the mock's C-Chain answers: 25 nAVAX (gwei) per gas, a local network's minimum. */
const BASE_FEE_WEI = 25_000_000_000n;

const hexQuantity = (n: bigint) => `0x${n.toString(16)}`;

/** The EVM account that signed `unsigned` (recoverable signature over its sha256), or null. */
function evmSigner(unsigned: Uint8Array, signature: Uint8Array): string | null {
  try {
    const sig = secp256k1.Signature.fromCompact(signature.subarray(0, 64)).addRecoveryBit(signature[64]!);
    const key = sig.recoverPublicKey(sha256(unsigned)).toRawBytes(false);
    return hexKey(keccak_256(key.subarray(1)).subarray(12));
  } catch {
    return null;
  }
}

/** Accepts an atomic ExportTx to the P-Chain: its refusal's text, or null once accepted. */
function acceptExport(ctx: NodeContext, bytes: Uint8Array): string | null {
  let tx;
  try {
    tx = decodeEvmExportTx(bytes);
  } catch (e) {
    return `problem parsing transaction: ${(e as Error).message}`;
  }
  const { state } = ctx;
  if (tx.networkId !== state.networkId) return `tx has wrong network ID: ${tx.networkId}`;
  if (cb58Encode(tx.blockchainId) !== state.cChainId) return 'tx has wrong chain ID';
  if (cb58Encode(tx.destinationChain) !== PRIMARY_NETWORK_ID) return 'destination chain is not the P-Chain';
  if (!tx.inputs.length || !tx.outputs.length) return 'tx has no inputs or no outputs';
  if (tx.credentials.length !== tx.inputs.length) return 'tx has wrong number of credentials';
  const nonces = new Map(state.cChain.nonces);
  for (const [i, input] of tx.inputs.entries()) {
    const account = hexKey(input.address);
    if (cb58Encode(input.assetId) !== state.avaxAssetId) return 'tx spends an asset other than AVAX';
    const next = nonces.get(account) ?? 0n;
    if (input.nonce !== next) return `invalid nonce: address ${account} has nonce ${next}, tx has ${input.nonce}`;
    nonces.set(account, next + 1n);
    const sig = tx.credentials[i]![0];
    if (!sig || evmSigner(tx.unsigned, sig) !== account) return `input ${i} is not signed by its account`;
  }
  const txId = sha256(bytes);
  const made = tx.outputs.map((o, outputIndex) => new LazyMockUtxo({ txId, outputIndex, ...o }));
  ctx.state = Object.freeze({
    ...state,
    atomicFromCByAddress: rewrite(state.atomicFromCByAddress, [], made),
    cChain: { nonces, accepted: new Set([...state.cChain.accepted, cb58Encode(txId)]) },
  });
  return null;
}

export function cChainAvaxRoute(ctx: NodeContext): Route {
  return {
    service: 'avax',
    handlers: {
      'avax.issueTx': (p) => {
        const a = argsOf(p);
        const bytes = decodeHexChecksum(a.str('tx'));
        const refused = acceptExport(ctx, bytes);
        if (refused) throw new RpcMethodError(`issuing transaction failed: ${refused}`);
        return { txID: cb58Encode(sha256(bytes)) };
      },
      'avax.getAtomicTxStatus': (p): Json => {
        const id = argsOf(p).str('txID');
        return ctx.state.cChain.accepted.has(id) ? { status: 'Accepted', blockHeight: '1' } : { status: 'Unknown' };
      },
    },
  };
}

export function cChainRpcRoute(ctx: NodeContext): Route {
  return {
    service: 'eth',
    positionalParams: true,
    handlers: {
      eth_getTransactionCount: (p) => {
        const [address] = Array.isArray(p) ? p : [];
        const account = String(address ?? '')
          .toLowerCase()
          .replace(/^0x/, '');
        return hexQuantity(ctx.state.cChain.nonces.get(account) ?? 0n);
      },
      eth_baseFee: () => hexQuantity(BASE_FEE_WEI),
    },
  };
}
