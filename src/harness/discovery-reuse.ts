// Discovery gathered once per process for the mock's chain. A process that runs the harness against many mocks
// of one chain (the selftest's parts, one per fault; the project tests' command hosts) discovered the same
// chain again for each. Discovery is a function of its options and of the answers it reads: when another mock
// answers every request of a kept discovery with the same status, headers and bytes, the discovery it would
// gather is the kept one. Any answer that differs (a fault that touches what discovery reads, another chain)
// and discovery runs as always, through the run's setup client (which asks the mock in this process too:
// src/mock/in-process.ts).
import type { Exchange } from '../client/exchange.js';
import type { HttpClient } from '../client/http.js';
import { discover, type DiscoverOptions } from '../discovery/discover.js';
import type { Discovery } from '../discovery/discovered-inputs.js';
import type { MockNode } from '../mock/node.js';

/** A mock target's node, answering in this process, and what names its chain. */
export interface MockInProcess {
  node: MockNode;
  /** The mock's options other than its faults (seed, network, scale, profile): the discoveries worth comparing. */
  chain: unknown;
}

interface KeptDiscovery {
  discovery: Discovery;
  /** The exchanges discovery read it from, in the order it sent them. */
  exchanges: readonly Exchange[];
  /** The characters of its bodies and chain model: what keeping it costs. */
  size: number;
  /** How often another mock's answers matched it. */
  taken: number;
}

/**
 * Discoveries kept by chain and options, the most taken first. Two each: a discovery a fault changed matches
 * no other mock, and the first one gathered may be such; the one that other mocks match stays.
 */
const kept = new Map<string, KeptDiscovery[]>();
const KEPT_PER_KEY = 2;
/**
 * What a long-lived process keeps at most, in characters of bodies and chain models (a whole discovery of the
 * default chain holds 5.2 million, of the mainnet-scale chain 10.5 million).
 */
const MAX_KEPT_CHARS = 48 * 1024 * 1024;

/** What discovery gathered, and how many of a kept discovery's requests the mock answered again (0: discovery ran). */
export interface GatheredDiscovery {
  discovery: Discovery;
  answeredAgain: number;
}

/**
 * Discovers through `client`, or, for a mock target, takes a discovery kept from an earlier run of this process
 * when `mock` answers each of its requests exactly as recorded. The exchanges of either way are added to
 * `exchanges` (the run's setup log); `headers` are the user's headers the client adds on the wire.
 */
export async function discoverOrReuse(
  client: HttpClient,
  opts: DiscoverOptions,
  mock: MockInProcess | undefined,
  exchanges: Exchange[],
  headers: Readonly<Record<string, string>>,
): Promise<GatheredDiscovery> {
  if (!mock) return { discovery: await discover(client, opts), answeredAgain: 0 };
  const key = JSON.stringify([mock.chain, opts]);
  const earlier = kept.get(key) ?? [];
  for (const k of earlier) {
    const again = await answeredAlike(mock.node, k.exchanges, headers, exchanges.at(-1)?.seq ?? 0);
    if (!again) continue;
    k.taken++;
    earlier.sort((a, b) => b.taken - a.taken);
    exchanges.push(...again);
    return { discovery: copyOf(k.discovery), answeredAgain: again.length };
  }
  const from = exchanges.length;
  const discovery = await discover(client, opts);
  // The log holds them as answered; kept (and replayed) in the order sent, as a cassette orders them.
  const sent = exchanges.slice(from).sort((a, b) => a.seq - b.seq);
  keep(key, discovery, sent);
  return { discovery, answeredAgain: 0 };
}

/**
 * A copy of a discovery that a run may change, its chain model's text shared: megabytes, and a string, which
 * nothing can change (structuredClone copied it each time a discovery was kept or taken).
 */
function copyOf(discovery: Discovery): Discovery {
  const { chainModel, ...rest } = discovery;
  return { ...structuredClone(rest), chainModel };
}

/**
 * Keeps a discovery under `key`, in place of the least taken when the key has its two; the oldest keys go past
 * the bound.
 */
function keep(key: string, discovery: Discovery, exchanges: readonly Exchange[]): void {
  const size =
    (discovery.chainModel?.length ?? 0) +
    exchanges.reduce((n, x) => n + x.request.body.length + (x.response?.body.length ?? 0), 0);
  if (size > MAX_KEPT_CHARS) return;
  const list = kept.get(key) ?? [];
  if (list.length >= KEPT_PER_KEY) list.pop();
  list.push({ discovery: copyOf(discovery), exchanges, size, taken: 0 });
  // Newest key last: the oldest keys go first past the bound.
  kept.delete(key);
  kept.set(key, list);
  let total = 0;
  for (const l of kept.values()) for (const k of l) total += k.size;
  for (const [oldest, l] of kept) {
    if (total <= MAX_KEPT_CHARS || oldest === key) break;
    kept.delete(oldest);
    for (const k of l) total -= k.size;
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The exchanges `node` gives for the requests of `recorded`, asked one after another in this process, or
 * null at the first answer that differs from the recorded one (status, a header the mock set, or the body).
 */
async function answeredAlike(
  node: MockNode,
  recorded: readonly Exchange[],
  headers: Readonly<Record<string, string>>,
  lastSeq: number,
): Promise<Exchange[] | null> {
  const answered: Exchange[] = [];
  for (const x of recorded) {
    if (!x.response) return null;
    const started = performance.now();
    // As the HTTP server hands it over: lower-case names, the user's headers under the request's own.
    const sent: Record<string, string> = {};
    for (const [k, v] of Object.entries({ ...headers, ...x.request.headers })) sent[k.toLowerCase()] = v;
    const answer = await node.handle({
      method: x.request.method,
      path: x.request.path,
      headers: sent,
      body: Buffer.from(x.request.body, x.request.bodyBase64 ? 'base64' : 'utf8'),
    });
    const bytes = typeof answer.body === 'string' ? Buffer.from(answer.body, 'utf8') : answer.body;
    let body: string;
    try {
      body = utf8.decode(bytes);
    } catch {
      return null;
    }
    const own = Object.entries(answer.headers);
    if (
      answer.status !== x.response.status ||
      body !== x.response.body ||
      !x.response.utf8Valid ||
      own.some(([k, v]) => x.response!.headers[k.toLowerCase()] !== v)
    )
      return null;
    answered.push({
      seq: lastSeq + answered.length + 1,
      request: x.request,
      response: { status: answer.status, headers: answer.headers, body, bytes: bytes.length, utf8Valid: true },
      durationMs: Math.round((performance.now() - started) * 100) / 100,
    });
  }
  return answered;
}
