// A fault in one place: no handler tests a fault's name; a deep fault sets members of DeepChanges (each set by some
// fault, each documented in src/mock/faults/deep.ts), listed in docs/architecture.md as the registry has them; the
// effects that see a method's refusal answer as the deep branches they replaced did.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DEEP_MEMBERS, SPEC_DEEP } from '../../src/mock/faults/deep.js';
import {
  deepChanges,
  FAULTS,
  listDeepFaults,
  listFaults,
  type FaultName,
} from '../../src/mock/faults/fault-registry.js';
import { createMock } from '../../src/mock/node.js';
import { parseJson, type Json } from '../../src/json/lossless.js';

const ROOT = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.(ts|js)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe('a fault in one place', () => {
  test('no module outside src/mock/faults/ tests a fault by name', () => {
    const testing = sourceFiles(join(ROOT, 'src'))
      .filter((f) => !f.includes(`${join('src', 'mock', 'faults')}/`))
      .filter((f) => /faults\.has\(/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(ROOT, f));
    expect(testing).toEqual([]);
  });

  test('a deep fault has no effect, and every member of DeepChanges is set by a deep fault to a value not the spec’s', () => {
    const set = new Set<string>();
    for (const f of listFaults()) {
      if (!f.deep) continue;
      expect(f.effect ?? f.http ?? f.envelope ?? f.stale, f.name).toBeUndefined();
      expect(Object.keys(f.deep).length, f.name).toBeGreaterThan(0);
      for (const [member, value] of Object.entries(f.deep)) {
        set.add(member);
        expect(value, `${f.name} ${member}`).not.toEqual(SPEC_DEEP[member as keyof typeof SPEC_DEEP]);
      }
    }
    expect([...set].sort()).toEqual(Object.keys(DEEP_MEMBERS).sort());
  });

  test('a node without deep faults keeps the spec’s reading rules; a deep fault changes its members only', () => {
    expect(deepChanges(new Set())).toEqual(SPEC_DEEP);
    expect(deepChanges(new Set<FaultName>(['real-encoding-any-case', 'keystore-password-max-1023']))).toEqual({
      ...SPEC_DEEP,
      encodingAnyCase: true,
      keystorePasswordMax: 1023,
    });
    expect(deepChanges(new Set<FaultName>(['info-alias-x-is-c']))).toEqual(SPEC_DEEP);
  });

  test('docs/architecture.md lists the deep faults as the registry has them (avaconform faults --deep)', () => {
    const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## The deep faults'), doc.indexOf('## Adding a method'));
    const listed = section.split('\n').filter((l) => l.startsWith('| `'));
    const rows = listDeepFaults().flatMap((f) =>
      f.changes.map(
        (c) => `| \`${f.name}\` | \`${c.member} = ${JSON.stringify(c.value)}\` | ${c.changes.replace(/\|/g, '\\|')} |`,
      ),
    );
    expect(listed).toEqual(rows);
    const faults = listDeepFaults().length;
    expect(section).toContain(`${faults} deep faults set ${Object.keys(DEEP_MEMBERS).length} members`);
  });
});

/** One JSON-RPC call to a mock with `faults` on: its answer's result or error. */
async function call(faults: FaultName[], path: string, method: string, params: Json): Promise<Record<string, Json>> {
  const mock = createMock({ seed: 1, faults });
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method, params });
  const res = await mock.handle({
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json' },
    body: new TextEncoder().encode(body),
  });
  return parseJson(String(res.body)) as Record<string, Json>;
}

describe('answer effects that see refusals', () => {
  test('subnet-missing-ok: getSubnet without subnetID answers the first subnet; with one, as the spec says', async () => {
    const missing = await call(['subnet-missing-ok'], '/ext/bc/P', 'platform.getSubnet', {});
    expect(missing.result).toBeDefined();
    expect((await call([], '/ext/bc/P', 'platform.getSubnet', {})).error).toBeDefined();
  });

  test('deprecated-getStake-removed: getStake is not found, whatever its params', async () => {
    for (const params of [{ addresses: [] }, { addresses: 5 }] as Json[]) {
      const a = await call(['deprecated-getStake-removed'], '/ext/bc/P', 'platform.getStake', params);
      expect(a.error).toMatchObject({ code: -32601, message: 'Method not found: platform.getStake' });
    }
    expect(FAULTS['deprecated-getStake-removed']).not.toHaveProperty('deep');
  });

  test('index faults: numToFetch 0 refused, 1024 refused under a cap of 1023, a refused bound named as moved', async () => {
    const range = (faults: FaultName[], numToFetch: string) =>
      call(faults, '/ext/index/P/block', 'index.getContainerRange', { startIndex: '0', numToFetch, encoding: 'hex' });
    expect((await range([], '0')).result).toBeNull();
    expect((await range(['real-index-numtofetch-zero-error'], '0')).error).toMatchObject({
      message: 'numToFetch must be in [1,1024] but is 0',
    });
    expect((await range(['index-range-cap-1023'], '1024')).error).toMatchObject({
      message: 'numToFetch must be in [0,1023] but is 1024',
    });
    expect((await range(['index-range-cap-1023', 'real-index-numtofetch-zero-error'], '2000')).error).toMatchObject({
      message: 'numToFetch must be in [1,1023] but is 2000',
    });
    const served = await range(['index-range-no-cap'], '2000');
    expect(Array.isArray(served.result)).toBe(true);
  });
});

describe('http effects that read the query', () => {
  const get = async (faults: FaultName[], path: string) => {
    const res = await createMock({ seed: 1, faults }).handle({
      method: 'GET',
      path,
      headers: {},
      body: new Uint8Array(),
    });
    return { status: res.status, body: String(res.body) };
  };
  const P = '11111111111111111111111111111111LpoYY';

  test('health-tags-last-only answers two tags as the last alone; health-tag-filter-ignored as none', async () => {
    const both = `/ext/health?tag=${P}&tag=no-such-tag`;
    expect(await get(['health-tags-last-only'], both)).toEqual(await get([], '/ext/health?tag=no-such-tag'));
    expect(await get(['health-tag-filter-ignored'], both)).toEqual(await get([], '/ext/health'));
    expect(await get([], both)).not.toEqual(await get([], '/ext/health?tag=no-such-tag'));
  });
});
