// Discovery scoped to a run's files: each file's parts are read from its source (and the support
// modules it imports), a field of a part not gathered throws instead of reading as empty, and discovery
// sends only the requests of the parts asked for.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HttpClient } from '../../src/client/http.js';
import { discover, emptyDiscovery } from '../../src/discovery/discover.js';
import { ALWAYS_GATHERED, DISCOVERY_PARTS, guardDiscovery, PART_FIELDS } from '../../src/discovery/parts.js';
import { discoveryNeeds, INPUT_HELPER_PARTS, INPUT_HELPERS_MODULE } from '../../src/harness/discovery-needs.js';
import { allSuiteFiles, selectSuiteFiles } from '../../src/harness/suite-files.js';
import { startMockServer, type MockServer } from '../../src/mock/server.js';
import { PROJECT_ROOT } from '../../src/tool.js';

const source = (f: string) => readFileSync(`${PROJECT_ROOT}/${f}`, 'utf8');

describe('which discovery parts a selection reads', () => {
  test('found in each file and the support modules it imports, with what each part depends on', () => {
    expect(discoveryNeeds(['suites/platform/getHeight.test.ts'])).toEqual([]);
    // getUTXOs reads counted addresses: the addresses come from blocks and staker owners.
    expect(discoveryNeeds(['suites/platform/getUTXOs.test.ts'])).toEqual(['blocks', 'stakers', 'utxos']);
    expect(discoveryNeeds(['suites/index/index.test.ts'])).toEqual(['indexes']);
    expect(discoveryNeeds(['suites/platform/getTx.test.ts'])).toEqual(['blocks']);
    // issueTx signs with the HRP of a discovered address (suites/_support/signing.ts).
    expect(discoveryNeeds(['suites/platform/issueTx.test.ts'])).toContain('utxos');
    expect(discoveryNeeds(allSuiteFiles())).toEqual([...DISCOVERY_PARTS]);
  });

  test('a --only pattern selects the files vitest runs for it: in any case, or under an absolute path', () => {
    // vitest matches file filters case-insensitively: getBlockchains also runs getBlockchainStatus, whose parts must be gathered.
    expect(selectSuiteFiles(['platform/getBlockchains'])).toEqual([
      'suites/platform/getBlockchainStatus.test.ts',
      'suites/platform/getBlockchains.test.ts',
    ]);
    // getBlockchains reads the blockchains (stakers) and the chain model (blocks).
    expect(discoveryNeeds(selectSuiteFiles(['platform/getBlockchains']))).toEqual(['blocks', 'stakers']);
    expect(selectSuiteFiles([`${PROJECT_ROOT}/suites/index`])).toEqual(['suites/index/index.test.ts']);
    expect(selectSuiteFiles(['no-such-suite'])).toEqual([]);
  });

  test('every discovery field a suite names belongs to a part or is always gathered; every helper of inputs.ts that reads one is listed', () => {
    const partFields = new Set<string>(Object.values(PART_FIELDS).flat());
    const always = new Set<string>(ALWAYS_GATHERED);
    for (const f of [
      ...allSuiteFiles(),
      INPUT_HELPERS_MODULE,
      'suites/_support/signing.ts',
      'properties/_support/inputs.ts',
    ])
      for (const m of source(f).matchAll(/\bdiscovery\??\.(\w+)/g))
        expect(partFields.has(m[1]!) || always.has(m[1]!), `${f}: discovery.${m[1]}`).toBe(true);
    expect(new Set(Object.keys(PART_FIELDS))).toEqual(new Set(DISCOVERY_PARTS));
    const helpers = [...source(INPUT_HELPERS_MODULE).matchAll(/^export function (\w+)\([^)]*\)[^{]*\{([\s\S]*?)^\}/gm)]
      .filter(([, , body]) => /discovery\./.test(body!))
      .map(([, name]) => name);
    expect(helpers.length).toBeGreaterThan(5);
    for (const h of helpers) expect(Object.keys(INPUT_HELPER_PARTS), h).toContain(h);
  });

  test('a field of a part not gathered throws when read, naming its part; gathered fields read as usual', () => {
    const d = guardDiscovery({ ...emptyDiscovery(), height: '7', indexes: [], gathered: ['indexes'] });
    expect(() => d.addresses).toThrow(/discovery\.addresses was not gathered in this run \(its part "utxos"/);
    expect(() => d.blocks).toThrow(/part "blocks"/);
    expect([d.height, d.indexes]).toEqual(['7', []]);
    // A discovery of every part is handed over untouched.
    const full = emptyDiscovery();
    expect(guardDiscovery(full)).toBe(full);
  });
});

describe('discover with some parts', () => {
  let mock: MockServer;
  beforeAll(async () => {
    mock = await startMockServer({ seed: 3, faults: [], networkId: 12345, port: 0 });
  });
  afterAll(async () => {
    await mock.close();
  });

  test('sends the requests of those parts alone', async () => {
    const methods: string[] = [];
    const client = new HttpClient(mock.url, {
      onExchange: (x) => void methods.push(String((JSON.parse(x.request.body ?? '{}') as { method?: string }).method)),
    });
    try {
      const d = await discover(client, { parts: ['indexes'] });
      expect(d.gathered).toEqual(['indexes']);
      expect(d.indexes.some((i) => i.enabled)).toBe(true);
      expect(new Set(methods)).toEqual(new Set(['info.getNetworkID', 'platform.getHeight', 'index.getLastAccepted']));
      methods.length = 0;
      const all = await discover(client);
      expect(all.gathered).toBeUndefined();
      expect(methods).toContain('platform.getUTXOs');
      expect(all.addresses.length).toBeGreaterThan(0);
    } finally {
      await client.close();
    }
  });
});
