// platform.getHeight, getProposedHeight, getTimestamp, getBlock, getBlockByHeight.
import type { HandlerTable } from '../types.js';
import { RpcMethodError } from '../types.js';
import { argsOf } from '../args.js';
import type { NodeContext } from '../node-context.js';
import type { MockBlock } from '../chain/state.js';
import { blockJson, hexOf } from './render.js';

export function lastBlock(ctx: NodeContext): MockBlock {
  return ctx.state.blocks[ctx.state.blocks.length - 1]!;
}

function heightText(ctx: NodeContext, h: number): string {
  return ctx.faults.has('uint64-as-float') ? `${h}.5` : String(h);
}

/** RFC 3339 of a Unix time, in UTC. */
export function rfc3339(ctx: NodeContext, unix: number): string {
  if (ctx.faults.has('time-not-rfc3339')) return new Date(unix * 1000).toUTCString();
  return new Date(unix * 1000).toISOString().replace('.000Z', 'Z');
}

function blockAnswer(ctx: NodeContext, block: MockBlock, params: ReturnType<typeof argsOf>) {
  const encoding = params.encoding();
  if (encoding === 'json') return { block: blockJson(ctx, block), encoding };
  let bytes = block.bytes;
  if (ctx.faults.has('block-hex-mismatch')) {
    const other = ctx.state.blocks[(block.height + 1) % ctx.state.blocks.length]!;
    bytes = other.bytes;
  }
  return { block: hexOf(ctx, bytes, encoding), encoding };
}

export function blockHandlers(ctx: NodeContext): HandlerTable {
  return {
    'platform.getHeight': () => ({ height: heightText(ctx, lastBlock(ctx).height) }),
    // The proposer-VM height trails the tip by a few blocks, as on a busy node.
    'platform.getProposedHeight': () => ({ height: String(Math.max(0, lastBlock(ctx).height - 3)) }),
    'platform.getTimestamp': () => ({ timestamp: rfc3339(ctx, lastBlock(ctx).timestamp) }),
    'platform.getBlock': (p) => {
      const a = argsOf(p);
      const id = a.id('blockID');
      const block = ctx.state.blocks.find((b) => b.id === id);
      if (!block) throw new RpcMethodError(`couldn't get block with id ${id}: not found`);
      return blockAnswer(ctx, block, a);
    },
    'platform.getBlockByHeight': (p) => {
      const a = argsOf(p);
      const h = a.uint('height');
      let block = h < BigInt(ctx.state.blocks.length) ? ctx.state.blocks[Number(h)] : undefined;
      if (!block) throw new RpcMethodError(`couldn't get block at height ${h}: not found`);
      if (ctx.faults.has('block-height-mismatch') && block.height > 0) block = ctx.state.blocks[block.height - 1]!;
      return blockAnswer(ctx, block, a);
    },
  };
}
