// A check of one's own, run beside the built-in suites: avaconform run --suites examples/suites
// (the README's example). It runs in the built-ins' context: the target, what discovery found, the
// reports, selection by its id (--check 'example.*'), the curl that reproduces a failure.
import { check, schemaCheck } from 'avaconform';
import { platform } from 'avaconform/schemas';

check(
  'the P-Chain height is not behind the height discovery read',
  { id: 'example.height-not-behind', method: 'platform.getHeight', aspect: 'consistency', clauses: ['P.m.getHeight'] },
  async (t) => {
    const r = t.ok(await t.rpc('platform.getHeight', {}), platform.getHeight.Result);
    t.assert(r.height >= BigInt(t.discovery.height), 'the height went back', {
      expected: `>= ${t.discovery.height}`,
      received: String(r.height),
      path: '$.result.height',
    });
  },
);

// schemaCheck(id, title, method, params, schema, clauses): call the method, hold its answer to the schema.
schemaCheck(
  'example.fee-config-schema',
  'getFeeConfig answers the fee configuration the schema describes',
  'platform.getFeeConfig',
  {},
  platform.getFeeConfig.Result,
  ['P.m.getFeeConfig'],
);
