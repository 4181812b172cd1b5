// Builds compare.json from the paired exchanges: compares each pair, groups the differences per method,
// path and kind, attaches explanations and counts per method.
import {
  COMPARE_SCHEMA_VERSION,
  Comparison,
  type CompareMode,
  type Difference,
  type MethodComparison,
  type Unmatched,
} from '../../schemas/compare.js';
import { curlOf } from '../client/curl.js';
import type { Exchange } from '../client/exchange.js';
import { redact } from '../client/redact.js';
import { TOOL_VERSION } from '../tool.js';
import { compareAnswers, renderValue, type AnswerDifference } from './answers.js';
import { explain, type Sides } from './explain.js';
import type { Pair } from './pair.js';
import { genericPath } from './answer-paths.js';
import type { Side } from './obtain.js';

/** Examples kept per difference group. */
export const EXAMPLES_PER_DIFFERENCE = 3;
/** The base URL curl lines use when a side is no URL (the mock or a cassette): the node's default API port. */
export const CURL_BASE_DEFAULT = 'http://127.0.0.1:9650';

export interface BuildInput {
  a: Side;
  b: Side;
  mode: CompareMode;
  modeReason: string;
  pairs: Pair[];
  seed: number;
  startedAt: string;
  durationMs: number;
  notes: string[];
}

function curlBase(a: Side, b: Side): string {
  if (b.spec.kind === 'url') return b.spec.url;
  if (a.spec.kind === 'url') return a.spec.url;
  return CURL_BASE_DEFAULT;
}

function curlFor(x: Exchange, base: string): string {
  return curlOf(base, { ...x.request, body: x.request.bodyBase64 ? x.request.body : redact(x.request.body) });
}

function emptyMethod(): MethodComparison {
  return {
    exchanges: 0,
    identical: 0,
    differing: 0,
    onlyA: 0,
    onlyB: 0,
    notCompared: 0,
    normalised: 0,
    explained: 0,
    unexplained: 0,
    verdict: 'identical',
  };
}

/** The one-sided difference of a pair where one side was asked and gave no answer. */
function oneSided(a: Exchange, b: Exchange): AnswerDifference | null {
  const noAnswer = (x: Exchange) => `(no answer: ${x.error ?? 'none'})`;
  if (a.response && !b.response)
    return {
      path: '$',
      kind: 'only-a',
      a: { shape: null, value: renderValue(a.response.body) },
      b: { shape: null, value: noAnswer(b) },
    };
  if (!a.response && b.response)
    return {
      path: '$',
      kind: 'only-b',
      a: { shape: null, value: noAnswer(a) },
      b: { shape: null, value: renderValue(b.response.body) },
    };
  return null;
}

function byName<T>(x: T, y: T, key: (t: T) => string): number {
  const [kx, ky] = [key(x), key(y)];
  return kx < ky ? -1 : kx > ky ? 1 : 0;
}

export function buildComparison(input: BuildInput): Comparison {
  const sides: Sides = { versionA: input.a.nodeVersion, versionB: input.b.nodeVersion };
  const base = curlBase(input.a, input.b);
  const methods: Record<string, MethodComparison> = {};
  const groups = new Map<string, Difference>();
  const unmatched = new Map<string, Unmatched>();
  const notes = [...input.notes];
  const notCompared = new Map<string, number>();
  for (const pair of input.pairs) {
    const m = (methods[pair.method] ??= emptyMethod());
    m.exchanges++;
    if (pair.notCompared) {
      m.notCompared++;
      notCompared.set(pair.notCompared, (notCompared.get(pair.notCompared) ?? 0) + 1);
      continue;
    }
    if (!pair.a || !pair.b) {
      // No counterpart in the other side's recording: listed, not a difference.
      const x = (pair.a ?? pair.b)!;
      const side = pair.a ? 'a' : 'b';
      if (side === 'a') m.onlyA++;
      else m.onlyB++;
      const key = `${pair.method}\n${side}\n${pair.check ?? ''}`;
      const u = unmatched.get(key);
      if (u) u.occurrences++;
      else {
        const explanation = explain(
          {
            method: pair.method,
            path: '$',
            kind: side === 'a' ? 'only-a' : 'only-b',
            values: [],
            requestPaths: [x.request.path.split('?')[0]!],
          },
          sides,
        );
        unmatched.set(key, {
          method: pair.method,
          side,
          check: pair.check,
          occurrences: 1,
          explanation,
          curl: curlFor(x, base),
          answer: x.response ? renderValue(x.response.body) : `(no answer: ${x.error ?? 'none'})`,
        });
      }
      continue;
    }
    let differences: AnswerDifference[];
    const one = oneSided(pair.a, pair.b);
    if (one) {
      differences = [one];
      if (one.kind === 'only-a') m.onlyA++;
      else m.onlyB++;
    } else if (pair.a.response && pair.b.response) {
      const r = compareAnswers(
        pair.method,
        input.mode,
        { request: pair.a.request, response: pair.a.response },
        { request: pair.b.request, response: pair.b.response },
      );
      differences = r.differences;
      m.normalised += r.normalised;
      if (differences.length) m.differing++;
      else m.identical++;
    } else {
      // Neither side answered (both transport failures): nothing to compare, and nothing differs.
      differences = [];
      m.identical++;
    }
    for (const f of differences) {
      const path = genericPath(f.path);
      const exchanges = [pair.a, pair.b];
      const explanation = explain(
        {
          method: pair.method,
          path,
          kind: f.kind,
          values: [f.a.value, f.b.value],
          requests: exchanges.map((x) => x.request.body),
          requestPaths: exchanges.map((x) => x.request.path.split('?')[0]!),
          answers: exchanges.map((x) => x.response?.body ?? ''),
        },
        sides,
      );
      const key = `${pair.method}\n${path}\n${f.kind}`;
      let g = groups.get(key);
      if (!g) {
        g = { method: pair.method, path, kind: f.kind, occurrences: 0, explanation, examples: [] };
        groups.set(key, g);
      }
      g.occurrences++;
      if (g.examples.length < EXAMPLES_PER_DIFFERENCE)
        g.examples.push({
          path: f.path,
          a: f.a,
          b: f.b,
          check: pair.check,
          pairing: pair.pairing,
          curl: curlFor(pair.a, base),
        });
    }
  }
  for (const [reason, n] of notCompared) notes.push(`${n} request(s) not compared: ${reason}`);
  const differences = [...groups.values()].sort((x, y) => byName(x, y, (d) => `${d.method}\n${d.path}\n${d.kind}`));
  const unmatchedList = [...unmatched.values()].sort((x, y) =>
    byName(x, y, (u) => `${u.method}\n${u.side}\n${u.check ?? ''}`),
  );
  for (const d of differences) {
    const m = methods[d.method]!;
    if (d.explanation) m.explained++;
    else m.unexplained++;
  }
  for (const m of Object.values(methods)) {
    m.verdict =
      m.unexplained > 0
        ? 'differing'
        : m.explained > 0
          ? 'explained'
          : m.identical > 0
            ? 'identical'
            : m.onlyA + m.onlyB > 0
              ? 'one-sided'
              : 'not-compared';
  }
  const sum = (k: 'identical' | 'differing' | 'onlyA' | 'onlyB' | 'notCompared' | 'normalised' | 'exchanges') =>
    Object.values(methods).reduce((n, m) => n + m[k], 0);
  const explained = differences.filter((d) => d.explanation).length;
  const sortedMethods = Object.fromEntries(Object.entries(methods).sort(([x], [y]) => byName(x, y, (k) => k)));
  return Comparison.parse({
    schemaVersion: COMPARE_SCHEMA_VERSION,
    tool: { name: 'avaconform', version: TOOL_VERSION },
    a: {
      spec: input.a.spec.spec,
      kind: input.a.spec.kind,
      nodeVersion: input.a.nodeVersion,
      exchanges: input.a.exchanges.length,
    },
    b: {
      spec: input.b.spec.spec,
      kind: input.b.spec.kind,
      nodeVersion: input.b.nodeVersion,
      exchanges: input.b.exchanges.length,
    },
    mode: input.mode,
    modeReason: input.modeReason,
    run: { seed: input.seed, startedAt: input.startedAt, durationMs: Math.round(input.durationMs) },
    summary: {
      pairs: sum('exchanges'),
      identical: sum('identical'),
      differing: sum('differing'),
      onlyA: sum('onlyA'),
      onlyB: sum('onlyB'),
      notCompared: sum('notCompared'),
      unmatchedA: unmatchedList.filter((u) => u.side === 'a').reduce((n, u) => n + u.occurrences, 0),
      unmatchedB: unmatchedList.filter((u) => u.side === 'b').reduce((n, u) => n + u.occurrences, 0),
      normalised: sum('normalised'),
      differences: differences.length,
      explained,
      unexplained: differences.length - explained,
    },
    methods: sortedMethods,
    differences,
    unmatched: unmatchedList,
    notes,
  });
}
