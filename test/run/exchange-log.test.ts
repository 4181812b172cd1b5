// The run's exchange log is read line by line (src/check/exchange-log.ts): counts, retries, and the
// cassette order (discovery first, then by check, by node and in the order sent), with lines longer than a read chunk.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Exchange } from '../../src/client/exchange.js';
import { scanExchangeLog } from '../../src/check/exchange-log.js';

const exchange = (
  seq: number,
  checkId: string | undefined,
  body: string,
  retried?: string[],
  node?: string,
): Exchange => ({
  seq,
  request: { method: 'POST', path: '/ext/bc/P', headers: node ? { 'x-avaconform-node': node } : {}, body },
  durationMs: 1,
  ...(checkId ? { checkId } : {}),
  ...(retried ? { retried } : {}),
});

describe('the exchange log', () => {
  test('counts every line, its retries and throttles, and gives the cassette order; a line longer than a read chunk survives', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'avaconform-exchange-log-'));
    const long = 'x'.repeat(200_000);
    const lines = (xs: Exchange[]) => xs.map((x) => JSON.stringify(x)).join('\n') + '\n';
    writeFileSync(
      join(dir, '0-setup.ndjson'),
      lines([exchange(1, undefined, 'setup-1'), exchange(2, undefined, 'setup-2')]),
    );
    writeFileSync(
      join(dir, 'worker-a.ndjson'),
      lines([
        exchange(3, 'b.check', 'b-1'),
        exchange(4, 'a.check', long, ['HTTP 429 Too Many Requests']),
        exchange(5, 'b.check', 'b-2'),
      ]),
    );
    writeFileSync(join(dir, 'worker-b.ndjson'), lines([exchange(6, 'a.check', 'a-2', ['socket reset'])]));
    const log = await scanExchangeLog(dir, true);
    expect({ requests: log.requests, retried: log.retried, throttled: log.throttled }).toEqual({
      requests: 6,
      retried: 2,
      throttled: 1,
    });
    const order = [...log.inCassetteOrder()].map((x) => (x.request.body === long ? 'a-1 (long)' : x.request.body));
    expect(order).toEqual(['setup-1', 'setup-2', 'a-1 (long)', 'a-2', 'b-1', 'b-2']);
  });

  test('answers logged in another order than sent (concurrent requests) come back in the order sent, per node', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'avaconform-exchange-log-'));
    const lines = (xs: Exchange[]) => xs.map((x) => JSON.stringify(x)).join('\n') + '\n';
    writeFileSync(
      join(dir, 'worker-a.ndjson'),
      lines([
        exchange(9, 'c.check', 'c-3'),
        exchange(2, 'c.check', 'peer-2', undefined, 'peer-1'),
        exchange(7, 'c.check', 'c-1'),
        exchange(1, 'c.check', 'peer-1', undefined, 'peer-1'),
        exchange(8, 'c.check', 'c-2'),
      ]),
    );
    const log = await scanExchangeLog(dir, true);
    expect([...log.inCassetteOrder()].map((x) => x.request.body)).toEqual(['c-1', 'c-2', 'c-3', 'peer-1', 'peer-2']);
  });

  test('counted without the cassette places: the same counts; a "retried" in a body or a header name is no retry', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'avaconform-exchange-log-'));
    const inHeader: Exchange = {
      ...exchange(3, 'p.check', ''),
      request: { method: 'POST', path: '/ext/bc/P', headers: { retried: 'HTTP 429' }, body: '' },
    };
    const lines = [
      exchange(1, 'p.check', '{"retried":["HTTP 429"]}'),
      exchange(2, 'p.check', 'x', ['HTTP 429 Too Many Requests']),
      inHeader,
      exchange(4, 'p.check', 'y', ['socket reset']),
    ];
    writeFileSync(join(dir, 'worker-a.ndjson'), lines.map((x) => JSON.stringify(x)).join('\n') + '\n');
    for (const keepPlaces of [false, true]) {
      const log = await scanExchangeLog(dir, keepPlaces);
      expect({ requests: log.requests, retried: log.retried, throttled: log.throttled }, String(keepPlaces)).toEqual({
        requests: 4,
        retried: 2,
        throttled: 1,
      });
    }
  });

  test('no log dir is an empty log', async () => {
    const log = await scanExchangeLog(null, true);
    expect([log.requests, [...log.inCassetteOrder()].length]).toEqual([0, 0]);
  });
});
