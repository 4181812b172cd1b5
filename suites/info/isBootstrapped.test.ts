// info.isBootstrapped (spec/info-api.md): held to the bootstrapped check of the same node's health report, on the
// target and on the run's node that has not bootstrapped; a chain no alias names is an error.
import { check } from '../../src/check/check.js';
import { PRIMARY_NETWORK_ID } from '../../src/spec/api-paths.js';
import { getHealth, healthNodes } from '../_support/node-local-health.js';

check(
  "isBootstrapped agrees with the health report's bootstrapped check: true for P, X and C when it passes, false for P only when it fails",
  {
    id: 'isBootstrapped.agrees-with-health',
    method: 'info.isBootstrapped',
    aspect: 'consistency',
    clauses: ['I.info.isBootstrapped', 'I.info.isBootstrapped.health'],
  },
  async (t) => {
    let judged = 0;
    for (const node of healthNodes(t)) {
      const where = node === 'target' ? 'the target' : 'the unbootstrapped node';
      const bootstrapped = async (chain: string) =>
        (await t.call('info.isBootstrapped', { chain }, { node })).isBootstrapped;
      const p = await bootstrapped('P');
      const { body } = await getHealth(t, '/ext/health', [], node);
      const check = body.checks.bootstrapped;
      if (!check) continue;
      judged++;
      const passes = check.error === undefined;
      if (!p)
        t.verify(!passes, `${where} answers isBootstrapped false for P, yet its bootstrapped health check passes`, {
          expected: 'a failing bootstrapped check',
          received: 'passing',
          path: '$.checks.bootstrapped',
        });
      if (!passes) continue;
      for (const chain of ['P', 'X', 'C', PRIMARY_NETWORK_ID])
        t.verify(
          await bootstrapped(chain),
          `${where} passes its bootstrapped health check, yet isBootstrapped(${chain}) is false`,
          {
            expected: 'true',
            received: 'false',
            path: '$.result.isBootstrapped',
            rpc: 'info.isBootstrapped',
          },
        );
    }
    if (!judged) t.skip("no health report of the run's nodes holds a bootstrapped check");
  },
);

check(
  'isBootstrapped without a chain, or of a chain no alias names, answers an error',
  {
    id: 'isBootstrapped.unknown-chain',
    method: 'info.isBootstrapped',
    aspect: 'robustness',
    clauses: ['I.info.isBootstrapped.unknown'],
  },
  async (t) => {
    for (const params of [{}, { chain: '' }, { chain: 'avaconform-no-such-chain' }])
      t.rpcError(await t.rpc('info.isBootstrapped', params));
  },
);
