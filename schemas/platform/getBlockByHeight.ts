// platform.getBlockByHeight. P.m.getBlockByHeight
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { Uint64 } from '../primitives.js';
import { HexOrJson } from './records.js';
import { HexResult, JsonResult, Result as GetBlockResult } from './getBlock.js';
import { defineMethod, HEX_OR_JSON } from '../method.js';
import { blockJson } from '../samples.js';

/** height int (either uint64 form), encoding optional hex|json. */
export const Params = z.object({ height: Uint64, encoding: HexOrJson.optional() });

/** "Result: as getBlock." */
export const Result = GetBlockResult;
export type Result = z.infer<typeof Result>;
export { HexResult, JsonResult };

export const clauses = [
  'P.m.getBlockByHeight',
  'P.res.block-json',
  'P.env.encoding-default',
  'P.limit.encodings',
  'P.conv.bytes-hex',
] as const satisfies readonly ClauseId[];

export const method = defineMethod('platform.getBlockByHeight', Params, Result).with({
  clauses,
  encodings: HEX_OR_JSON,
  since: '1.10.3',
  example: ({ discovery: d, need }) => ({
    height: need(d.blocks[1]?.height, 'block after genesis'),
    encoding: 'hex',
  }),
  sample: { params: { height: '0' }, result: { block: blockJson, encoding: 'json' } },
  fields: {
    '$.block': { checks: ['getBlockByHeight.hex-parent-chain', 'heights.block-parent-chain', 'network.blocks-agree'] },
    '$.encoding': { checks: ['input-forms.documented-encoding-accepted', 'network.blocks-agree'] },
    '$.block.parentID': { checks: ['getBlockByHeight.json-agrees-with-hex', 'network.blocks-agree'] },
    '$.block.height': {
      checks: ['getBlockByHeight.height-h', 'getBlockByHeight.json-agrees-with-hex', 'network.blocks-agree'],
    },
    '$.block.txs': { checks: ['getBlockByHeight.json-agrees-with-hex', 'network.blocks-agree'] },
  },
});
