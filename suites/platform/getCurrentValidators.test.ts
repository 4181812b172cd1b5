// Current validators: fields per subnet kind, delegators only for exactly one node ID, unknown node IDs left out.
import { z } from 'zod';
import { L1Result, PrimaryManyNodesResult, SubnetResult } from '../../schemas/platform/getCurrentValidators.js';
import { Delegator, L1Validator } from '../../schemas/platform/records.js';
import { NodeId, Uint64 } from '../../schemas/primitives.js';
import { check } from '../../src/harness/check.js';
import { encodeNodeId } from '../../src/encoding/cb58.js';
import { sha256 } from '../../src/encoding/checksum.js';
import { primaryValidators, subnetOfKind } from '../_support/inputs.js';

check('Primary Network validators carry the primary fields and no delegators when nodeIDs is omitted', { id: 'getCurrentValidators.primary', method: 'platform.getCurrentValidators', aspect: 'schema', clauses: ['P.m.getCurrentValidators', 'P.res.current-validator', 'P.res.current-validator.primary', 'P.res.current-validator.delegators', 'P.conv.nodeid', 'P.conv.unix-seconds', 'P.res.output-owners'] }, async (t) => {
  t.ok(await t.rpc('platform.getCurrentValidators', {}), PrimaryManyNodesResult);
});

/** What the node-ID rules read of an answer: node IDs and whether delegators are there. */
const Outline = z.looseObject({ validators: z.array(z.looseObject({ nodeID: NodeId, weight: Uint64, delegators: z.array(Delegator).optional() })) });

check('exactly one nodeID answers that validator with its delegators', { id: 'getCurrentValidators.one-nodeID-delegators', method: 'platform.getCurrentValidators', aspect: 'schema', clauses: ['P.res.current-validator.delegators', 'P.res.delegator', 'P.m.getCurrentValidators'] }, async (t) => {
  const v = primaryValidators(t).find((x) => (x.delegatorCount ?? 0) > 0) ?? primaryValidators(t)[0]!;
  const r = t.ok(await t.rpc('platform.getCurrentValidators', { nodeIDs: [v.nodeId] }), Outline);
  t.equal(r.validators.map((x) => x.nodeID), [v.nodeId], 'the one requested validator must come back', '$.result.validators[*].nodeID');
});

check('two nodeIDs answer both validators without delegators', { id: 'getCurrentValidators.two-nodeIDs', method: 'platform.getCurrentValidators', aspect: 'schema', clauses: ['P.res.current-validator.delegators'] }, async (t) => {
  const vs = primaryValidators(t);
  if (vs.length < 2) t.skip('fewer than two Primary Network validators');
  const r = t.ok(await t.rpc('platform.getCurrentValidators', { nodeIDs: [vs[0]!.nodeId, vs[1]!.nodeId] }), Outline);
  r.validators.forEach((x, i) => t.assert(x.delegators === undefined, 'delegators must be absent unless exactly one node ID is asked for', { expected: 'no delegators member', received: `${x.delegators?.length} delegators`, path: `$.result.validators[${i}].delegators` }));
});

check('a nodeID that is not a current validator is left out', { id: 'getCurrentValidators.unknown-nodeID-left-out', method: 'platform.getCurrentValidators', aspect: 'schema', clauses: ['P.m.getCurrentValidators.nodeIDs'] }, async (t) => {
  const v = primaryValidators(t)[0]!;
  const stranger = encodeNodeId(sha256(new TextEncoder().encode('a node that validates nothing')).subarray(0, 20));
  const r = t.ok(await t.rpc('platform.getCurrentValidators', { nodeIDs: [v.nodeId, stranger] }), Outline);
  t.assert(!r.validators.some((x) => x.nodeID === stranger), 'a node ID that is not a validator came back', { expected: 'left out', received: stranger, path: '$.result.validators' });
});

check('an L1 answers L1 validators (no endTime) beside legacy validators', { id: 'getCurrentValidators.l1', method: 'platform.getCurrentValidators', aspect: 'schema', clauses: ['P.res.current-validator.l1', 'P.res.current-validator.mixed-l1', 'P.conv.bytes-hex'] }, async (t) => {
  const r = t.ok(await t.rpc('platform.getCurrentValidators', { subnetID: subnetOfKind(t, 'l1') }), L1Result);
  // Validators carrying a validationID are L1 validators: their own rule (no endTime) applies.
  r.validators.forEach((v, i) => {
    if ('validationID' in v && v.validationID !== undefined) t.parse(L1Validator, v, `$.result.validators[${i}]`);
  });
});

check('a permissioned subnet answers its validators with the common fields and endTime', { id: 'getCurrentValidators.permissioned-subnet', method: 'platform.getCurrentValidators', aspect: 'schema', clauses: ['P.res.current-validator', 'P.m.getCurrentValidators'] }, async (t) => {
  t.ok(await t.rpc('platform.getCurrentValidators', { subnetID: subnetOfKind(t, 'permissioned') }), SubnetResult);
});
