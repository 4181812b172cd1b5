// platform.getTx, getTxStatus, issueTx.
import { decodeSignedTx } from '../../codec/index.js';
import { cb58Encode } from '../../encoding/cb58.js';
import { decodeHexChecksum } from '../../encoding/hex.js';
import type { Json } from '../../json/lossless.js';
import type { HandlerTable } from '../types.js';
import { RpcMethodError } from '../types.js';
import { argsOf } from '../args.js';
import type { NodeContext } from '../node-context.js';
import { hexOf, txJson } from './render.js';

export function txHandlers(ctx: NodeContext): HandlerTable {
  return {
    'platform.getTx': (p) => {
      const a = argsOf(p);
      const id = a.id('txID');
      const encoding = a.encoding();
      const tx = ctx.state.txs.get(id);
      if (!tx) throw new RpcMethodError("couldn't get tx: not found");
      if (encoding === 'json') return { tx: txJson(ctx, tx.tx, id), encoding };
      return { tx: hexOf(ctx, tx.bytes, encoding), encoding };
    },
    'platform.getTxStatus': (p): Json => {
      const id = argsOf(p).id('txID');
      if (ctx.faults.has('tx-status-invalid') && ctx.state.txs.has(id)) return { status: 'Accepted' };
      if (ctx.state.txs.has(id)) return { status: 'Committed' };
      if (id === ctx.state.droppedTx.id) return { status: 'Dropped', reason: ctx.state.droppedTx.reason };
      if (id === ctx.state.processingTx) return { status: 'Processing' };
      const issued = ctx.issued.get(id);
      if (issued) return { status: ++issued.statusCalls <= 2 ? 'Processing' : 'Committed' };
      return { status: 'Unknown' };
    },
    'platform.issueTx': (p) => {
      const a = argsOf(p);
      const encoding = a.encoding();
      const text = a.str('tx');
      if (encoding === 'json' && text !== '') throw new RpcMethodError('problem decoding transaction: unsupported encoding in method');
      let bytes: Uint8Array;
      try {
        bytes = encoding === 'hexnc' ? Buffer.from(text.slice(2), 'hex') : decodeHexChecksum(text);
      } catch (e) {
        throw new RpcMethodError(`problem decoding transaction: ${(e as Error).message}`);
      }
      let id: string;
      try {
        id = cb58Encode(decodeSignedTx(bytes).id);
      } catch (e) {
        throw new RpcMethodError(`couldn't parse tx: couldn't parse tx: ${(e as Error).message.replace(/^codec: /, '')}`);
      }
      if (ctx.state.txs.has(id)) throw new RpcMethodError(`couldn't issue tx: failed verification: tx ${id} already accepted`);
      if (!ctx.issued.has(id)) ctx.issued.set(id, { id, bytes, statusCalls: 0 });
      return { txID: id };
    },
  };
}
