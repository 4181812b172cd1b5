// Small synthetic runs for the report tests.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Exchange } from '../../src/client/exchange.js';
import { buildConformance } from '../../src/report/conformance-json.js';
import type { BuildInput, CheckResult } from '../../src/report/report-input.js';

export const XSS = '<img src=x onerror=alert(1)>';

export const METHODS = [
  'platform.getHeight',
  'platform.getBalance',
  'keystore.listUsers',
  'health.health',
  'index.getIndex',
];

export function exchange(responseBody: string): Exchange {
  return {
    seq: 1,
    request: {
      method: 'POST',
      path: '/ext/bc/P',
      headers: { 'content-type': 'application/json' },
      body: '{"jsonrpc":"2.0","id":1,"method":"platform.getHeight","params":{}}',
    },
    response: {
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: responseBody,
      bytes: responseBody.length,
      utf8Valid: true,
    },
    durationMs: 3,
  };
}

const c = (over: Partial<CheckResult> & Pick<CheckResult, 'name' | 'method' | 'status'>): CheckResult => ({
  aspect: 'schema',
  clauses: [],
  durationMs: 5,
  message: '',
  reproduce: '',
  ...over,
});

/** A clean run: every check passes or is skipped for a reason. */
export function cleanChecks(): CheckResult[] {
  return [
    c({
      name: 'suites/platform/getHeight.test.ts > answers a uint64 height',
      method: 'platform.getHeight',
      status: 'passed',
      clauses: ['P.m.getHeight'],
    }),
    c({
      name: 'suites/platform/getHeight.test.ts > echoes the request id',
      method: 'platform.getHeight',
      aspect: 'envelope',
      status: 'passed',
      clauses: ['P.env.success', 'J.id'],
    }),
    c({
      name: 'suites/platform/getBalance.test.ts > answers balances',
      method: 'platform.getBalance',
      status: 'passed',
      clauses: ['P.m.getBalance'],
    }),
    c({
      name: 'suites/platform/getBalance.test.ts > is still served though deprecated',
      method: 'platform.getBalance',
      aspect: 'deprecation',
      status: 'passed',
      clauses: ['P.m.getBalance'],
      observed: { deprecated: 'served' },
    }),
    c({
      name: 'suites/keystore/listUsers.test.ts > lists users',
      method: 'keystore.listUsers',
      aspect: 'keystore',
      status: 'skipped',
      absent: true,
      message: 'absent (expected for v1.13.0: removed in v1.12.2)',
      clauses: ['K.listUsers'],
    }),
    c({
      name: 'suites/envelope/batch.test.ts > answers a batch',
      method: 'transport',
      aspect: 'envelope',
      status: 'warned',
      clauses: ['J.batch'],
      message: 'batch answered with a single object',
      reproduce: "curl -sS -X POST 'http://127.0.0.1:9650/ext/bc/P'",
    }),
    c({
      name: 'suites/health/health.test.ts > answers healthy',
      method: 'health.health',
      aspect: 'health-status',
      status: 'expected-fail',
      clauses: ['H.rpc.health'],
      message: 'known deviation',
    }),
  ];
}

export const BROKEN_NAME = 'suites/platform/getHeight.test.ts > answers a uint64 height';

/** The clean run with one check broken by a node that answers markup in its error message. */
export function brokenChecks(): CheckResult[] {
  return cleanChecks().map((x) =>
    x.name === BROKEN_NAME
      ? {
          ...x,
          status: 'failed' as const,
          message: `expected a successful result, got a JSON-RPC error\nreceived: error -32000 "${XSS}"`,
          reproduce: `curl -sS -i -X POST 'http://127.0.0.1:9650/ext/bc/P' -H 'content-type: application/json' --data-raw '{"jsonrpc":"2.0","id":1,"method":"platform.getHeight","params":{}}'`,
          exchanges: [
            exchange(
              `{"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"${XSS}</script><script>alert(2)</script>"}}`,
            ),
          ],
        }
      : x,
  );
}

export function input(checks: CheckResult[], over: Partial<BuildInput> = {}): BuildInput {
  return {
    toolVersion: '0.1.0',
    target: { kind: 'mock', url: 'http://127.0.0.1:9650', nodeVersion: 'avalanchego/1.13.0' },
    run: { seed: 42, startedAt: '2025-01-02T03:04:05.000Z', durationMs: 1234, requests: 17 },
    methods: METHODS,
    checks,
    ...over,
  };
}

export const build = (checks: CheckResult[], over: Partial<BuildInput> = {}) => buildConformance(input(checks, over));

export const tempDir = (prefix: string) => mkdtemp(join(tmpdir(), `avaconform-${prefix}-`));
