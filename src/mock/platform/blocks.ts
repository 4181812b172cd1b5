// platform.getHeight, getProposedHeight, getTimestamp, getBlock, getBlockByHeight.
import { argsOf, type Encoding } from '../go-params.js';
import type { MockBlock } from '../chain/state.js';
import { methodHandlers, untypedAnswer, type ResultIn } from '../method-handlers.js';
import type { NodeContext } from '../node-context.js';
import type { HandlerTable } from '../mock-contracts.js';
import { RpcMethodError } from '../mock-contracts.js';
import { blockJsonAnswerOf, hexOf, rfc3339 } from './render.js';

export function lastBlock(ctx: NodeContext): MockBlock {
  return ctx.state.blocks[ctx.state.blocks.length - 1]!;
}

/** The block in the requested encoding: hex (default, checksummed), hexc, hexnc or json. */
function blockAnswer(ctx: NodeContext, block: MockBlock, encoding: Encoding): ResultIn<'platform.getBlock'> {
  // The codec's JSON of the block's bytes.
  if (encoding === 'json') return untypedAnswer(blockJsonAnswerOf(ctx, block));
  const hex = hexOf(ctx, block.bytes, encoding);
  // hexc and hexnc, echoed as AvalancheGo does (fault real-encoding-any-case), are beyond the schema.
  return encoding === 'hex' ? { block: hex, encoding } : untypedAnswer({ block: hex, encoding });
}

export function blockHandlers(ctx: NodeContext): HandlerTable {
  return methodHandlers({
    'platform.getHeight': () => ({ height: String(lastBlock(ctx).height) }),
    'platform.getProposedHeight': () => ({ height: String(ctx.state.proposedHeight) }),
    'platform.getTimestamp': () => ({ timestamp: rfc3339(ctx, lastBlock(ctx).timestamp) }),
    'platform.getBlock': (p) => {
      // All params are decoded before the method runs: a bad encoding is the unmarshal error.
      const a = argsOf(p);
      const id = a.id('blockID');
      const encoding = a.encoding(ctx.deep.encodingAnyCase);
      const block = ctx.state.blocksById.get(id);
      if (!block) throw new RpcMethodError(`couldn't get block with id ${id}: not found`);
      return blockAnswer(ctx, block, encoding);
    },
    'platform.getBlockByHeight': (p) => {
      const a = argsOf(p);
      const h = a.uint('height');
      const encoding = a.encoding(ctx.deep.encodingAnyCase);
      const block = h < BigInt(ctx.state.blocks.length) ? ctx.state.blocks[Number(h)] : undefined;
      if (!block) throw new RpcMethodError(`couldn't get block at height ${h}: not found`);
      return blockAnswer(ctx, block, encoding);
    },
  });
}
