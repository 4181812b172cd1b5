// platform.getL1Validator: the record of one L1 validator, by validation ID.
import { Result } from '../../schemas/platform/getL1Validator.js';
import { check } from '../../src/harness/check.js';
import { starved } from '../_support/inputs.js';

check('getL1Validator answers the L1 validator record', { id: 'getL1Validator.schema', method: 'platform.getL1Validator', aspect: 'schema', clauses: ['P.m.getL1Validator', 'P.res.l1-validator'] }, async (t) => {
  const id = t.discovery.l1ValidationIds[0] ?? starved(t, 'subnets', 'no L1 validator on this target');
  const r = t.ok(await t.rpc('platform.getL1Validator', { validationID: id }), Result);
  t.equal(r.validationID, id, 'the record must be of the requested validation ID', '$.result.validationID');
});
