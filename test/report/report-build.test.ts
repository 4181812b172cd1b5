// conformance.json roll-ups: summary, method and clause statuses (src/report/conformance-json.ts).
import { describe, expect, it } from 'vitest';
import { Conformance } from '../../schemas/conformance.js';
import { CLAUSES } from '../../src/spec/clauses.js';
import { build, brokenChecks, cleanChecks, METHODS } from '../support/report-fixtures.js';

describe('buildConformance', () => {
  it('counts every check by status and validates against the contract', () => {
    const conf = build(brokenChecks());
    expect(conf.summary).toEqual({ total: 7, passed: 3, failed: 1, warned: 1, skipped: 1, expectedFail: 1 });
    expect(Conformance.safeParse(conf).success).toBe(true);
    // report-only details stay out of conformance.json
    expect(JSON.stringify(conf)).not.toContain('exchanges');
    expect(Object.keys(conf.checks[0]!).sort()).toEqual([
      'aspect',
      'clauses',
      'durationMs',
      'id',
      'message',
      'method',
      'name',
      'reproduce',
      'status',
    ]);
  });

  it('lists every catalog method, with failed / absent / skipped / passed rules', () => {
    const conf = build(brokenChecks());
    for (const m of METHODS) expect(conf.methods[m]).toBeDefined();
    expect(conf.methods['platform.getHeight']).toEqual({ status: 'failed', checks: 2 });
    expect(conf.methods['platform.getBalance']).toEqual({ status: 'passed', checks: 2 });
    expect(conf.methods['keystore.listUsers']).toEqual({ status: 'absent', checks: 1 });
    expect(conf.methods['index.getIndex']).toEqual({ status: 'skipped', checks: 0 });
    // warned and expected-fail count as passed at method level
    expect(conf.methods['transport']).toEqual({ status: 'passed', checks: 1 });
    expect(conf.methods['health.health']).toEqual({ status: 'passed', checks: 1 });
  });

  it('a method whose checks were all skipped without absence is skipped', () => {
    const checks = cleanChecks().map((c) =>
      c.method === 'keystore.listUsers' ? { ...c, absent: false, message: 'needs --allow-writes' } : c,
    );
    expect(build(checks).methods['keystore.listUsers']!.status).toBe('skipped');
  });

  it('covers every clause: failed when breached, passed when tested, uncovered otherwise', () => {
    const conf = build(brokenChecks());
    expect(Object.keys(conf.clauses).length).toBeGreaterThanOrEqual(CLAUSES.length);
    for (const c of CLAUSES) expect(conf.clauses[c.id]).toBeDefined();
    expect(conf.clauses['P.m.getHeight']).toEqual({ status: 'failed', checks: 1 });
    expect(conf.clauses['P.env.success']).toEqual({ status: 'passed', checks: 1 });
    expect(conf.clauses['J.batch']!.status).toBe('failed'); // warned = breached
    expect(conf.clauses['H.rpc.health']!.status).toBe('failed'); // expected-fail = breached
    expect(conf.clauses['K.listUsers']).toEqual({ status: 'uncovered', checks: 0 }); // only skipped checks
    expect(conf.clauses['I.m.getIndex']).toEqual({ status: 'uncovered', checks: 0 });
    expect(build(cleanChecks()).clauses['P.m.getHeight']).toEqual({ status: 'passed', checks: 1 });
  });

  it('rejects output that breaks the contract', () => {
    expect(() =>
      build(cleanChecks(), { run: { seed: 1, startedAt: 'yesterday', durationMs: 0, requests: 0 } }),
    ).toThrow(/startedAt/);
  });
});
