// platform.getHeight, getProposedHeight, getTimestamp, getBlock, getBlockByHeight.
import type { Json } from '../../json/lossless.js';
import { argsOf, type Encoding } from '../args.js';
import type { MockBlock } from '../chain/state.js';
import type { NodeContext } from '../node-context.js';
import type { HandlerTable } from '../types.js';
import { RpcMethodError } from '../types.js';
import { blockJsonAnswerOf, hexOf, rfc3339 } from './render.js';

export function lastBlock(ctx: NodeContext): MockBlock {
  return ctx.state.blocks[ctx.state.blocks.length - 1]!;
}

/** A height as a decimal string (fault: a fractional number, P.conv.uint64-forms). */
function heightText(ctx: NodeContext, h: number): string {
  return ctx.faults.has('uint64-as-float') ? `${h}.5` : String(h);
}

/** The block in the requested encoding: hex (default, checksummed), hexc, hexnc or json. */
function blockAnswer(ctx: NodeContext, block: MockBlock, encoding: Encoding): Json {
  if (encoding === 'json') return blockJsonAnswerOf(ctx, block);
  let bytes = block.bytes;
  if (ctx.faults.has('block-hex-mismatch'))
    bytes = ctx.state.blocks[(block.height + 1) % ctx.state.blocks.length]!.bytes;
  return { block: hexOf(ctx, bytes, encoding), encoding };
}

export function blockHandlers(ctx: NodeContext): HandlerTable {
  return {
    'platform.getHeight': () => ({ height: heightText(ctx, lastBlock(ctx).height) }),
    'platform.getProposedHeight': () => ({
      height: String(ctx.state.proposedHeight + (ctx.faults.has('proposed-height-above-tip') ? 5 : 0)),
    }),
    'platform.getTimestamp': () => ({
      timestamp: rfc3339(ctx, lastBlock(ctx).timestamp - (ctx.faults.has('timestamp-before-tip') ? 3600 : 0)),
    }),
    'platform.getBlock': (p) => {
      // All params are decoded before the method runs: a bad encoding is the unmarshal error.
      const a = argsOf(p);
      const id = a.id('blockID');
      const encoding = a.encoding(ctx.faults.has('real-encoding-any-case'));
      const block = ctx.state.blocksById.get(id);
      if (!block) throw new RpcMethodError(`couldn't get block with id ${id}: not found`);
      return blockAnswer(ctx, block, encoding);
    },
    'platform.getBlockByHeight': (p) => {
      const a = argsOf(p);
      const h = a.uint('height');
      const encoding = a.encoding(ctx.faults.has('real-encoding-any-case'));
      let block = h < BigInt(ctx.state.blocks.length) ? ctx.state.blocks[Number(h)] : undefined;
      if (!block) throw new RpcMethodError(`couldn't get block at height ${h}: not found`);
      if (ctx.faults.has('block-height-mismatch') && block.height > 0) block = ctx.state.blocks[block.height - 1]!;
      return blockAnswer(ctx, block, encoding);
    },
  };
}
