// platform.getL1Validator. P.m.getL1Validator
import { z } from 'zod';
import type { ClauseId } from '../../src/spec/clauses.js';
import { CB58Id } from '../primitives.js';
import { L1ValidatorRecord } from './records.js';
import { defineMethod } from '../method.js';
import { id, l1 } from '../samples.js';
import { L1_RECORD } from '../../src/check-list/field-sources.js';

/** validationID: one CB58 ID string (required). */
export const Params = z.object({ validationID: CB58Id });

export const Result = L1ValidatorRecord;
export type Result = z.infer<typeof Result>;

export const clauses = [
  'P.m.getL1Validator',
  'P.res.l1-validator',
  'P.res.output-owners',
  'P.conv.bytes-hex',
] as const satisfies readonly ClauseId[];

// The record lists no txID.
const { txID: _registration, ...l1Record } = l1;

export const method = defineMethod('platform.getL1Validator', Params, Result).with({
  clauses,
  since: '1.11.13',
  example: ({ discovery: d, need }) => ({ validationID: need(d.l1ValidationIds[0], 'L1 validator') }),
  sample: { params: { validationID: id(1) }, result: { ...l1Record, subnetID: id(13), height: '40' } },
  fields: {
    $: L1_RECORD,
    '$.validationID': { checks: ['getL1Validator.schema', 'getL1Validator.agrees-with-current-validators'] },
  },
});
