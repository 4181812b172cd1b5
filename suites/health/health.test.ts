// Health: status codes of the GET paths, the JSON-RPC methods, tag filters and failing checks.
import { describe } from 'vitest';
import { z } from 'zod';
import { FailingCheckResponse, HealthResult } from '../../schemas/health/result.js';
import { Result as Liveness } from '../../schemas/health/liveness.js';
import { Result as Readiness } from '../../schemas/health/readiness.js';
import { check, type CheckContext } from '../../src/harness/check.js';
import { readRpc } from '../../src/client/rpc.js';
import { PRIMARY_NETWORK } from '../_support/inputs.js';

/** What the status and filter checks read of a GET answer; the check fields have their own check. */
const Outline = z.looseObject({ checks: z.record(z.string(), z.looseObject({ error: z.unknown().optional() })), healthy: z.boolean() });

/** GET a health path; returns its status and its body's outline (checks by name, healthy). */
async function get(t: CheckContext, path: string) {
  const x = await t.http({ method: 'GET', path });
  const res = t.answered(x);
  const body = t.parse(Outline, readRpc(x).body, `GET ${path} $`);
  return { status: res.status, body };
}

describe('health over GET', () => {
  for (const path of ['/ext/health', '/ext/health/health', '/ext/health/readiness', '/ext/health/liveness']) {
    check(`GET ${path} answers 200 exactly when healthy and 503 exactly when not`, { method: 'health.health', aspect: 'health-status', clauses: ['H.get.status', 'H.get.paths', 'H.res.result'] }, async (t) => {
      const { status, body } = await get(t, path);
      t.equal(status, body.healthy ? 200 : 503, `HTTP status must follow healthy (${body.healthy})`);
    });
  }

  check('/ext/health/health reports the same checks as /ext/health', { method: 'health.health', aspect: 'health-status', clauses: ['H.get.paths'] }, async (t) => {
    const [a, b] = [await get(t, '/ext/health'), await get(t, '/ext/health/health')];
    t.equal(Object.keys(b.body.checks).sort(), Object.keys(a.body.checks).sort(), 'both paths must report the same checks');
    t.equal(b.body.healthy, a.body.healthy, 'both paths must agree on healthy');
  });

  check('an unknown tag leaves only the application-wide checks, so fewer than unfiltered', { method: 'health.health', aspect: 'health-status', clauses: ['H.get.tag'] }, async (t) => {
    const all = await get(t, '/ext/health');
    const chainChecks = ['C', 'P', 'X'].filter((n) => n in all.body.checks);
    if (!chainChecks.length) t.skip('the node reports no per-chain checks to filter out');
    const some = await get(t, '/ext/health?tag=avaconform-no-such-tag');
    for (const n of chainChecks) t.assert(!(n in some.body.checks), `check ${n} (tagged by its subnet) must be filtered out by an unknown tag`, { expected: 'absent', received: 'present', path: `$.checks.${n}` });
  });

  check('the Primary Network tag keeps its chains\' checks; repeated tags are a union', { method: 'health.health', aspect: 'health-status', clauses: ['H.get.tag'] }, async (t) => {
    const r = await get(t, `/ext/health?tag=avaconform-no-such-tag&tag=${PRIMARY_NETWORK}`);
    const all = await get(t, '/ext/health');
    for (const n of ['C', 'P', 'X'].filter((x) => x in all.body.checks)) t.assert(n in r.body.checks, `check ${n} must be kept by the tag ${PRIMARY_NETWORK}`, { expected: 'present', received: 'absent', path: `$.checks.${n}` });
  });

  check('a failing check carries error, contiguousFailures and timeOfFirstFailure', { method: 'health.health', aspect: 'health-status', clauses: ['H.res.check.failing', 'H.res.check'] }, async (t) => {
    const { body } = await get(t, '/ext/health');
    const failing = Object.entries(body.checks).filter(([, c]) => (c as { error?: unknown }).error !== undefined);
    if (!failing.length) t.skip('the node is healthy: no failing check to inspect');
    for (const [name, c] of failing) t.parse(FailingCheckResponse, c, `$.checks.${name}`);
  });
});

describe('health over JSON-RPC', () => {
  check('every check response carries the documented fields', { method: 'health.health', aspect: 'schema', clauses: ['H.res.check', 'H.res.result', 'H.names'] }, async (t) => {
    t.ok(await t.rpc('health.health', {}), HealthResult);
  });

  check('health.health answers a health result that agrees with GET', { method: 'health.health', aspect: 'health-status', clauses: ['H.rpc.health', 'H.res.result'] }, async (t) => {
    const r = t.ok(await t.rpc('health.health', {}), Outline);
    const g = await get(t, '/ext/health');
    t.equal(Object.keys(r.checks).sort(), Object.keys(g.body.checks).sort(), 'health.health and GET must report the same checks');
  });

  check('health.readiness holds the bootstrapped check', { method: 'health.readiness', aspect: 'health-status', clauses: ['H.rpc.readiness'] }, async (t) => {
    t.ok(await t.rpc('health.readiness', {}), Readiness);
  });

  check('health.liveness answers empty checks and healthy true', { method: 'health.liveness', aspect: 'health-status', clauses: ['H.rpc.liveness'] }, async (t) => {
    t.ok(await t.rpc('health.liveness', {}), Liveness);
  });
});
