// A cassette as HAR 1.2: one entry per exchange, bodies and statuses as recorded, the sending check
// as the comment, a transport failure as status 0; the command writes it and refuses bad input.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Exchange } from '../../src/client/exchange.js';
import { readCassette } from '../../src/replay/cassette.js';
import { toHar } from '../../src/replay/cassette-har.js';
import { PROJECT_ROOT } from '../../src/tool.js';
import { runCli } from '../support/cli.js';

interface HarEntry {
  comment?: string;
  request: { method: string; url: string; postData?: { text: string } };
  response: { status: number; content: { text?: string }; comment?: string };
}

describe('HAR export', () => {
  test('a recorded release: every exchange an entry, with its request, status, body and check', async () => {
    const file = join(PROJECT_ROOT, 'fixtures/cassettes/avalanchego-v1.14.2.ndjson');
    const dir = mkdtempSync(join(tmpdir(), 'avaconform-har-'));
    const out = await runCli(['har', file, '--out', join(dir, 'run.har')]);
    expect(out.code, out.stderr).toBe(0);
    const har = JSON.parse(readFileSync(join(dir, 'run.har'), 'utf8')) as {
      log: { version: string; entries: HarEntry[] };
    };
    const exchanges = readCassette(file);
    expect(har.log.version).toBe('1.2');
    expect(har.log.entries).toHaveLength(exchanges.length);
    exchanges.forEach((x, i) => {
      const e = har.log.entries[i]!;
      expect(e.request.method).toBe(x.request.method);
      expect(new URL(e.request.url).pathname + new URL(e.request.url).search).toBe(x.request.path);
      expect(e.request.postData?.text ?? '').toBe(x.request.body);
      expect(e.response.status).toBe(x.response?.status ?? 0);
      expect(e.response.content.text ?? '').toBe(x.response?.body ?? '');
      expect(e.comment).toBe(x.checkId);
    });
  });

  test('a transport failure is status 0 with the failure as the comment', () => {
    const x: Exchange = {
      seq: 1,
      checkId: 'getHeight.schema',
      request: { method: 'POST', path: '/ext/bc/P', headers: {}, body: '{}' },
      error: 'connection refused (nothing listening)',
      durationMs: 3,
    };
    const har = toHar([x], null) as { log: { entries: HarEntry[] } };
    expect(har.log.entries[0]!.response).toMatchObject({
      status: 0,
      comment: 'connection refused (nothing listening)',
    });
  });

  test('no cassette, two cassettes or a missing one exit 2 with one line', async () => {
    for (const args of [[], ['a.ndjson', 'b.ndjson'], ['/no/such.ndjson']]) {
      const out = await runCli(['har', ...args]);
      expect(out.code, args.join(' ')).toBe(2);
      expect(out.stderr.trim().split('\n')).toHaveLength(1);
    }
  });
});
