// Health: status codes of the GET paths, the JSON-RPC methods, the results' shape, failing checks and
// the tag filter.
import { describe } from 'vitest';
import { z } from 'zod';
import { FailingCheckResponse, HealthResult } from '../../schemas/health/result.js';
import { Result as Liveness } from '../../schemas/health/liveness.js';
import { JsonUint, Rfc3339 } from '../../schemas/primitives.js';
import { check } from '../../src/check/check.js';
import { preview } from '../../src/check/failure.js';
import { stringifyJson, type Json } from '../../src/json/lossless.js';
import {
  assertHealthyMatchesChecks,
  assertSubset,
  chainChecksOf,
  failingOf,
  getHealth,
  healthNodes,
  NAMES_SEEN,
  namesOf,
  Outline,
  rpcHealth,
  UNKNOWN_TAG,
} from '../_support/node-local-health.js';
import { PRIMARY_NETWORK_ID } from '../../src/spec/api-paths.js';

const GET_PATHS = ['/ext/health', '/ext/health/health', '/ext/health/readiness', '/ext/health/liveness'] as const;

/** The fields every check response carries whatever its state (H.res.check); message is left to HealthResult. */
const CheckFields = z.looseObject({
  error: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
  timestamp: z.string(),
  duration: JsonUint.describe('an integer number of nanoseconds'),
  contiguousFailures: JsonUint.optional(),
  timeOfFirstFailure: z.string().optional(),
});

describe('health over GET', () => {
  for (const path of GET_PATHS) {
    // "/ext/health/readiness" → "health.get.readiness", "/ext/health" → "health.get.root"
    const idPrefix = `health.get.${path.split('/')[3] ?? 'root'}`;
    check(
      `GET ${path} answers 200 exactly when healthy and 503 exactly when not`,
      {
        id: `${idPrefix}.status-code`,
        method: 'health.health',
        aspect: 'health-status',
        clauses: ['H.get.status', 'H.get.paths', 'H.res.result'],
      },
      async (t) => {
        for (const node of healthNodes(t)) {
          const { status, body, where } = await getHealth(t, path, [], node);
          t.equal(status, body.healthy ? 200 : 503, `${where}: HTTP status must follow healthy (${body.healthy})`);
        }
      },
    );

    check(
      `GET ${path} reports healthy true exactly when none of its checks fails`,
      {
        id: `${idPrefix}.healthy-matches-checks`,
        method: 'health.health',
        aspect: 'health-status',
        clauses: ['H.res.result', 'H.get.paths'],
      },
      async (t) => {
        for (const node of healthNodes(t)) {
          const { body, where } = await getHealth(t, path, [], node);
          assertHealthyMatchesChecks(t, body, where);
        }
      },
    );
  }

  check(
    '/ext/health/health reports the same checks as /ext/health',
    { id: 'health.get.health-alias', method: 'health.health', aspect: 'health-status', clauses: ['H.get.paths'] },
    async (t) => {
      const [a, b] = [await getHealth(t, '/ext/health'), await getHealth(t, '/ext/health/health')];
      t.equal(namesOf(b.body), namesOf(a.body), 'both paths must report the same checks');
      t.equal(b.body.healthy, a.body.healthy, 'both paths must agree on healthy');
    },
  );

  check(
    'an unknown tag leaves only the application-wide checks, so fewer than unfiltered',
    { id: 'health.get.unknown-tag', method: 'health.health', aspect: 'health-status', clauses: ['H.get.tag'] },
    async (t) => {
      const all = await getHealth(t, '/ext/health');
      const chainChecks = chainChecksOf(all.body);
      if (!chainChecks.length) t.skip('the node reports no per-chain checks to filter out');
      const some = await getHealth(t, '/ext/health', [UNKNOWN_TAG]);
      for (const n of chainChecks)
        t.assert(
          !Object.hasOwn(some.body.checks, n),
          `check ${n} (tagged by its subnet) must be filtered out by an unknown tag`,
          { expected: 'absent', received: 'present', path: `$.checks.${n}` },
        );
      assertSubset(t, some.body, all.body, 'an unknown tag');
      t.assert(
        namesOf(some.body).length < namesOf(all.body).length,
        'an unknown tag must report fewer checks than no tag',
        { expected: `< ${namesOf(all.body).length} checks`, received: namesOf(some.body).join(','), path: '$.checks' },
      );
    },
  );

  check(
    "the Primary Network tag keeps its chains' checks; repeated tags are a union",
    { id: 'health.get.primary-tag-union', method: 'health.health', aspect: 'health-status', clauses: ['H.get.tag'] },
    async (t) => {
      const r = await getHealth(t, '/ext/health', [UNKNOWN_TAG, PRIMARY_NETWORK_ID]);
      const all = await getHealth(t, '/ext/health');
      for (const n of chainChecksOf(all.body))
        t.assert(Object.hasOwn(r.body.checks, n), `check ${n} must be kept by the tag ${PRIMARY_NETWORK_ID}`, {
          expected: 'present',
          received: 'absent',
          path: `$.checks.${n}`,
        });
    },
  );

  check(
    'GET /ext/health/liveness is healthy with no checks',
    {
      id: 'health.get.liveness-empty',
      method: 'health.liveness',
      aspect: 'health-status',
      clauses: ['H.rpc.liveness', 'H.get.paths'],
    },
    async (t) => {
      for (const node of healthNodes(t)) {
        const { status, raw, where } = await getHealth(t, '/ext/health/liveness', [], node);
        t.parse(Liveness, raw, `${where} $`);
        t.equal(status, 200, `${where}: a healthy liveness answer is HTTP 200`);
      }
    },
  );

  check(
    'GET /ext/health/readiness holds the bootstrapped check',
    {
      id: 'health.get.readiness-bootstrapped',
      method: 'health.readiness',
      aspect: 'health-status',
      clauses: ['H.rpc.readiness', 'H.get.paths'],
    },
    async (t) => {
      for (const node of healthNodes(t)) {
        const { body, where } = await getHealth(t, '/ext/health/readiness', [], node);
        t.assert(
          Object.hasOwn(body.checks, 'bootstrapped'),
          `${where}: the readiness report must contain the bootstrapped check`,
          {
            expected: 'bootstrapped',
            received: namesOf(body).join(',') || '(no checks)',
            path: `${where} $.checks.bootstrapped`,
          },
        );
      }
    },
  );

  check(
    'a failing check carries error, contiguousFailures and timeOfFirstFailure',
    {
      id: 'health.failing-check-fields',
      method: 'health.health',
      aspect: 'health-status',
      clauses: ['H.res.check.failing', 'H.res.check'],
    },
    async (t) => {
      let inspected = 0;
      for (const node of healthNodes(t)) {
        const { body, where } = await getHealth(t, '/ext/health', [], node);
        const failing = Object.entries(body.checks).filter(([, c]) => c.error !== undefined);
        for (const [name, c] of failing) t.parse(FailingCheckResponse, c, `${where} $.checks.${name}`);
        inspected += failing.length;
      }
      if (!inspected)
        t.skip(
          t.run.target.unbootstrappedUrl
            ? 'no check fails, on the target or on the unbootstrapped node'
            : 'the node is healthy and the run has no unbootstrapped second node: no failing check to inspect',
        );
    },
  );
});

describe('health over JSON-RPC', () => {
  check(
    'every check response carries the documented fields',
    {
      id: 'health.rpc.check-fields',
      method: 'health.health',
      aspect: 'schema',
      clauses: ['H.res.check', 'H.res.result', 'H.names'],
    },
    async (t) => {
      t.ok(await t.rpc('health.health', {}), HealthResult);
    },
  );

  check(
    'every check carries a timestamp and an integer duration in nanoseconds',
    { id: 'health.rpc.check-timestamp-duration', method: 'health.health', aspect: 'schema', clauses: ['H.res.check'] },
    async (t) => {
      const r = t.ok(await t.rpc('health.health', {}), z.looseObject({ checks: z.record(z.string(), CheckFields) }));
      if (!Object.keys(r.checks).length) t.skip('the node reports no health checks');
      // The spec types timestamp only as "string": RFC 3339 is observed, not required.
      const notRfc = Object.entries(r.checks)
        .filter(([, c]) => !Rfc3339.safeParse(c.timestamp).success)
        .map(([n]) => n);
      t.observe('timestamp-format', notRfc.length ? `not RFC 3339: ${notRfc.join(',')}` : 'RFC 3339');
    },
  );

  check(
    'health.health answers healthy true exactly when none of its checks fails',
    {
      id: 'health.rpc.health-healthy',
      method: 'health.health',
      aspect: 'health-status',
      clauses: ['H.res.result', 'H.rpc.health'],
    },
    async (t) => {
      assertHealthyMatchesChecks(t, await rpcHealth(t, 'health.health'), 'health.health');
    },
  );

  check(
    'health.health answers a health result that agrees with GET',
    {
      id: 'health.rpc.health-agrees-with-get',
      method: 'health.health',
      aspect: 'health-status',
      clauses: ['H.rpc.health', 'H.res.result'],
    },
    async (t) => {
      const r = t.ok(await t.rpc('health.health', {}), Outline);
      const g = await getHealth(t, '/ext/health');
      t.equal(namesOf(r), namesOf(g.body), 'health.health and GET must report the same checks');
      t.equal(failingOf(r), failingOf(g.body), 'health.health and GET must report the same failing checks');
      t.equal(r.healthy, g.body.healthy, 'health.health and GET must agree on healthy', '$.result.healthy');
    },
  );

  check(
    'health.health and health.readiness answer each check with the record GET reports at the same moment',
    {
      id: 'health.rpc.records-agree-with-get',
      method: 'health.health',
      aspect: 'consistency',
      clauses: ['H.rpc.health', 'H.rpc.readiness', 'H.res.check'],
    },
    async (t) => {
      for (const [method, path] of [
        ['health.health', '/ext/health'],
        ['health.readiness', '/ext/health/readiness'],
      ] as const) {
        // The node runs its checks in the background and both answers read the last results: a check that ran
        // between the two requests changes its record, so a difference is asked about once more.
        const differing = async () => {
          const r = await rpcHealth(t, method);
          const g = (await getHealth(t, path)).body;
          return Object.keys(r.checks)
            .filter(
              (name) =>
                name in g.checks && stringifyJson(r.checks[name] as Json) !== stringifyJson(g.checks[name] as Json),
            )
            .map((name) => ({ name, rpc: r.checks[name], get: g.checks[name] }));
        };
        const first = await differing();
        for (const d of first.length ? await differing() : [])
          t.verify(false, `${method} answers check ${d.name} otherwise than GET ${path} (twice in a row)`, {
            expected: preview(d.get, 200),
            received: preview(d.rpc, 200),
            path: `$.result.checks.${d.name}`,
            rpc: method,
          });
      }
    },
  );

  check(
    'health.readiness holds the bootstrapped check',
    {
      id: 'health.rpc.readiness-bootstrapped',
      method: 'health.readiness',
      aspect: 'health-status',
      clauses: ['H.rpc.readiness'],
    },
    async (t) => {
      await t.call('health.readiness', {});
    },
  );

  check(
    'health.readiness answers healthy true exactly when none of its checks fails',
    {
      id: 'health.rpc.readiness-healthy',
      method: 'health.readiness',
      aspect: 'health-status',
      clauses: ['H.res.result', 'H.rpc.readiness'],
    },
    async (t) => {
      assertHealthyMatchesChecks(t, await rpcHealth(t, 'health.readiness'), 'health.readiness');
    },
  );

  check(
    'health.liveness answers empty checks and healthy true',
    {
      id: 'health.rpc.liveness-empty',
      method: 'health.liveness',
      aspect: 'health-status',
      clauses: ['H.rpc.liveness'],
    },
    async (t) => {
      await t.call('health.liveness', {});
    },
  );

  check(
    'health.liveness and GET /ext/health/liveness agree',
    {
      id: 'health.rpc.liveness-agrees-with-get',
      method: 'health.liveness',
      aspect: 'consistency',
      clauses: ['H.rpc.liveness', 'H.get.paths'],
    },
    async (t) => {
      const r = await rpcHealth(t, 'health.liveness');
      const g = await getHealth(t, '/ext/health/liveness');
      t.equal(namesOf(g.body), namesOf(r), 'both must report the same (no) checks');
      t.equal(g.body.healthy, r.healthy, 'both must agree on healthy');
    },
  );

  check(
    'the report names the checks the spec has seen: C, P, X, bootstrapped, database, diskspace, network, router',
    { id: 'health.rpc.check-names', method: 'health.health', aspect: 'health-status', clauses: ['H.names'] },
    async (t) => {
      const names = namesOf(await rpcHealth(t, 'health.health'));
      t.observe('check-names', names.join(','));
      const missing = NAMES_SEEN.filter((n) => !names.includes(n));
      t.assert(missing.length === 0, 'checks the spec has seen are missing (informational)', {
        expected: NAMES_SEEN.join(','),
        received: names.join(','),
        path: '$.result.checks',
      });
    },
  );
});

describe('tag filter', () => {
  check(
    "the Primary Network tag keeps its chains' checks and every application-wide one",
    { id: 'health.tag.primary-tag', method: 'health.health', aspect: 'health-status', clauses: ['H.get.tag'] },
    async (t) => {
      const all = await getHealth(t, '/ext/health');
      const pn = await getHealth(t, '/ext/health', [PRIMARY_NETWORK_ID]);
      const global = await getHealth(t, '/ext/health', [UNKNOWN_TAG]);
      assertSubset(t, pn.body, all.body, `the tag ${PRIMARY_NETWORK_ID}`);
      const lost = [...chainChecksOf(all.body), ...namesOf(global.body)].filter(
        (n) => !Object.hasOwn(pn.body.checks, n),
      );
      t.assert(
        lost.length === 0,
        `the tag ${PRIMARY_NETWORK_ID} must keep the Primary Network chains' checks and the application-wide ones`,
        { expected: 'present', received: `missing ${lost.join(',')}`, path: '$.checks' },
      );
    },
  );

  check(
    '?tag=A&tag=B reports the union of the checks of ?tag=A and of ?tag=B',
    { id: 'health.tag.union', method: 'health.health', aspect: 'health-status', clauses: ['H.get.tag'] },
    async (t) => {
      // Another subnet the node may track; else a second unknown tag. Primary Network first: a node
      // that kept only the last tag would lose the chain checks.
      const other = t.discovery.subnets.find((s) => s.id !== PRIMARY_NETWORK_ID)?.id ?? UNKNOWN_TAG;
      const a = await getHealth(t, '/ext/health', [PRIMARY_NETWORK_ID]);
      const b = await getHealth(t, '/ext/health', [other]);
      const ab = await getHealth(t, '/ext/health', [PRIMARY_NETWORK_ID, other]);
      const union = [...new Set([...namesOf(a.body), ...namesOf(b.body)])].sort();
      t.equal(
        namesOf(ab.body),
        union,
        `?tag=${PRIMARY_NETWORK_ID}&tag=${other} must report the union of both tags' checks`,
        '$.checks',
      );
    },
  );

  check(
    'a filtered report is healthy exactly when its own checks pass, and its status follows',
    {
      id: 'health.tag.filtered-status',
      method: 'health.health',
      aspect: 'health-status',
      clauses: ['H.get.tag', 'H.get.status', 'H.res.result'],
    },
    async (t) => {
      for (const node of healthNodes(t))
        for (const tags of [[UNKNOWN_TAG], [PRIMARY_NETWORK_ID]]) {
          const r = await getHealth(t, '/ext/health', tags, node);
          assertHealthyMatchesChecks(t, r.body, r.where);
          t.equal(
            r.status,
            r.body.healthy ? 200 : 503,
            `${r.where}: HTTP status must follow the filtered healthy (${r.body.healthy})`,
          );
        }
    },
  );

  check(
    'health.health with tags filters as GET ?tag= does',
    {
      id: 'health.tag.rpc-health',
      method: 'health.health',
      aspect: 'health-status',
      clauses: ['H.rpc.health', 'H.get.tag'],
    },
    async (t) => {
      for (const tags of [[UNKNOWN_TAG], [PRIMARY_NETWORK_ID]]) {
        const r = await rpcHealth(t, 'health.health', { tags });
        const g = await getHealth(t, '/ext/health', tags);
        t.equal(
          namesOf(r),
          namesOf(g.body),
          `health.health {tags: ${JSON.stringify(tags)}} must report the checks GET ${g.path} reports`,
          '$.result.checks',
        );
      }
      const all = await rpcHealth(t, 'health.health');
      const chains = chainChecksOf(all);
      if (chains.length) {
        const some = await rpcHealth(t, 'health.health', { tags: [UNKNOWN_TAG] });
        t.equal(
          chainChecksOf(some),
          [],
          'health.health with an unknown tag must leave out the per-chain checks',
          '$.result.checks',
        );
      }
    },
  );

  check(
    'health.readiness takes a tags filter and answers a subset of its unfiltered checks',
    {
      id: 'health.tag.rpc-readiness',
      method: 'health.readiness',
      aspect: 'health-status',
      clauses: ['H.rpc.readiness', 'H.res.result'],
    },
    async (t) => {
      const all = await rpcHealth(t, 'health.readiness');
      const some = await rpcHealth(t, 'health.readiness', { tags: [PRIMARY_NETWORK_ID] });
      assertSubset(t, some, all, 'health.readiness with a tag', '$.result.checks');
    },
  );
});
