// Compares two answers to one request: HTTP status, content type, then the body, by value (nodes of
// one network) or by shape (targets that share no chain state). Normalisation rules set aside what
// legitimately differs. The result is a list of differences, each at a JSON path.
import type { CompareMode, DifferenceKind, SideValue } from '../../schemas/compare.js';
import type { ExchangeResponse } from '../client/exchange.js';
import { parseJson, stringifyJson, type Json } from '../json/lossless.js';
import { templateText } from './formats.js';
import { normaliseRuleFor, stateErrorReason } from './normalise.js';
import { memberPath } from './answer-paths.js';
import { describeKinds, kindOf, memberKey, shapeOf, type Shape } from './shape.js';

/** Where two answers to one request differ, and how; compare.json groups them (schemas/compare.ts Difference). Not a breached rule (src/deviations/deviation.ts Finding). */
export interface AnswerDifference {
  path: string;
  kind: DifferenceKind;
  a: SideValue;
  b: SideValue;
}

export interface AnswerComparison {
  differences: AnswerDifference[];
  /** Values set aside by a normalisation rule. */
  normalised: number;
}

/** Differences kept per pair of answers: a wholly different answer is reported by its first differences. */
export const MAX_DIFFERENCES_PER_PAIR = 50;
/** Longest value text kept in a difference. */
export const MAX_VALUE_CHARS = 200;

export const ABSENT: SideValue = { shape: null, value: '(absent)' };

export function renderValue(v: Json): string {
  const text = stringifyJson(v);
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}…` : text;
}

function side(v: Json, mode: CompareMode, showShape = false): SideValue {
  return { shape: mode === 'shape' || showShape ? kindOf(v) : null, value: renderValue(v) };
}

function shapeSide(s: Shape): SideValue {
  return { shape: describeKinds(s), value: renderValue(s.example) };
}

/** The content type as compared: lower case, without blanks. */
export function contentTypeOf(res: ExchangeResponse): string {
  const entry = Object.entries(res.headers).find(([k]) => k.toLowerCase() === 'content-type');
  return (entry?.[1] ?? '').toLowerCase().replace(/\s+/g, '');
}

function tryJson(text: string): { ok: true; value: Json } | { ok: false } {
  try {
    return { ok: true, value: parseJson(text) };
  } catch {
    return { ok: false };
  }
}

/** A JSON-RPC id that echoes the request's becomes a marker, so answers to requests with different ids compare equal. */
function withEchoedId(body: Json, requestBody: string): Json {
  if (body === null || typeof body !== 'object' || Array.isArray(body) || !('id' in body)) return body;
  const req = tryJson(requestBody);
  if (
    !req.ok ||
    req.value === null ||
    typeof req.value !== 'object' ||
    Array.isArray(req.value) ||
    !('id' in req.value)
  )
    return body;
  return stringifyJson(body.id) === stringifyJson(req.value.id) ? { ...body, id: '(the request id)' } : body;
}

/** "result" or "error" for a JSON-RPC answer object, else null. */
function envelopeOutcome(v: Json): { kind: 'result' | 'error'; message: string } | null {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return null;
  if ('error' in v && v.error !== null && typeof v.error === 'object' && !Array.isArray(v.error))
    return { kind: 'error', message: typeof v.error.message === 'string' ? v.error.message : '' };
  if ('result' in v && !('error' in v)) return { kind: 'result', message: '' };
  return null;
}

class Comparer {
  readonly differences: AnswerDifference[] = [];
  normalised = 0;
  constructor(
    readonly method: string,
    readonly mode: CompareMode,
  ) {}

  add(d: AnswerDifference): void {
    if (this.differences.length < MAX_DIFFERENCES_PER_PAIR) this.differences.push(d);
  }

  /** The kind of difference of two different leaves; JSON-RPC error members get their own kinds. */
  private leafKind(path: string, fallback: DifferenceKind): DifferenceKind {
    if (/^\$\.error\.code$/.test(path)) return 'error-code';
    if (/^\$\.error\.message$/.test(path)) return 'error-message';
    return fallback;
  }

  values(a: Json, b: Json, path: string): void {
    const rule = normaliseRuleFor(this.method, path, this.mode);
    if (rule?.treat === 'ignore') {
      this.normalised++;
      return;
    }
    if (this.mode === 'shape' || rule?.treat === 'shape') {
      if (rule?.treat === 'shape' && this.mode === 'value') this.normalised++;
      this.shapes(shapeOf(a), shapeOf(b), path, a, b);
      return;
    }
    const ka = kindOf(a);
    const kb = kindOf(b);
    const bothArrays = Array.isArray(a) && Array.isArray(b);
    const bothObjects = ka === 'object' && kb === 'object';
    if (bothArrays) {
      if (a.length !== b.length)
        this.add({
          path,
          kind: 'length',
          a: { shape: null, value: `${a.length} elements` },
          b: { shape: null, value: `${b.length} elements` },
        });
      for (let i = 0; i < Math.min(a.length, b.length); i++) this.values(a[i]!, b[i]!, `${path}[${i}]`);
      return;
    }
    if (bothObjects) {
      this.objects(a as Record<string, Json>, b as Record<string, Json>, path);
      return;
    }
    if (stringifyJson(a) === stringifyJson(b)) return;
    const bothStrings = typeof a === 'string' && typeof b === 'string';
    const bothNumbers =
      (typeof a === 'number' || typeof a === 'bigint') && (typeof b === 'number' || typeof b === 'bigint');
    const kind = ka === kb || bothNumbers ? 'value' : bothStrings ? 'format' : 'type';
    this.add({
      path,
      kind: this.leafKind(path, kind),
      a: side(a, this.mode, kind !== 'value'),
      b: side(b, this.mode, kind !== 'value'),
    });
  }

  private objects(a: Record<string, Json>, b: Record<string, Json>, path: string): void {
    const keysA = Object.keys(a);
    const keysB = Object.keys(b);
    this.memberSets(
      keysA,
      keysB,
      path,
      (k) => a[k]!,
      (k) => b[k]!,
    );
    for (const k of keysA) if (Object.hasOwn(b, k)) this.values(a[k]!, b[k]!, memberPath(path, k));
  }

  /** Members only one side has, and the order of the members both have. */
  private memberSets(
    keysA: string[],
    keysB: string[],
    path: string,
    valueA: (k: string) => Json | Shape,
    valueB: (k: string) => Json | Shape,
  ): void {
    const asSide = (v: Json | Shape): SideValue => (isShape(v) ? shapeSide(v) : side(v, this.mode));
    const setB = new Set(keysB);
    const setA = new Set(keysA);
    for (const k of keysA) {
      if (setB.has(k)) continue;
      const p = memberPath(path, k);
      if (normaliseRuleFor(this.method, p, this.mode)?.treat === 'ignore') this.normalised++;
      else this.add({ path: p, kind: 'member-only-a', a: asSide(valueA(k)), b: ABSENT });
    }
    for (const k of keysB) {
      if (setA.has(k)) continue;
      const p = memberPath(path, k);
      if (normaliseRuleFor(this.method, p, this.mode)?.treat === 'ignore') this.normalised++;
      else this.add({ path: p, kind: 'member-only-b', a: ABSENT, b: asSide(valueB(k)) });
    }
    const commonA = keysA.filter((k) => setB.has(k));
    const commonB = keysB.filter((k) => setA.has(k));
    if (commonA.join('\n') !== commonB.join('\n')) {
      if (['ignore', 'order'].includes(normaliseRuleFor(this.method, path, this.mode)?.treat ?? '')) this.normalised++;
      else
        this.add({
          path,
          kind: 'member-order',
          a: { shape: null, value: commonA.join(', ') },
          b: { shape: null, value: commonB.join(', ') },
        });
    }
  }

  private shapes(a: Shape, b: Shape, path: string, rawA?: Json, rawB?: Json): void {
    const rule = normaliseRuleFor(this.method, path, this.mode);
    if (rule?.treat === 'ignore') {
      this.normalised++;
      return;
    }
    // An error message is compared by its wording: the chain-specific tokens in it are templated.
    if (
      path === '$.error.message' &&
      rawA !== undefined &&
      rawB !== undefined &&
      typeof rawA === 'string' &&
      typeof rawB === 'string'
    ) {
      if (templateText(rawA) !== templateText(rawB))
        this.add({
          path,
          kind: 'error-message',
          a: { shape: templateText(rawA), value: renderValue(rawA) },
          b: { shape: templateText(rawB), value: renderValue(rawB) },
        });
      return;
    }
    if (path === '$.error.code' && rawA !== undefined && rawB !== undefined) {
      if (stringifyJson(rawA) !== stringifyJson(rawB))
        this.add({ path, kind: 'error-code', a: side(rawA, this.mode), b: side(rawB, this.mode) });
      return;
    }
    const ka = describeKinds(a);
    const kb = describeKinds(b);
    if (ka !== kb) {
      const strings = [...a.kinds, ...b.kinds].every((k) => k.startsWith('string<'));
      this.add({ path, kind: strings ? 'format' : 'type', a: shapeSide(a), b: shapeSide(b) });
    }
    if (a.kinds.has('object') && b.kinds.has('object')) {
      const keysA = a.order
        ? [...a.order, ...[...a.members.keys()].filter((k) => !a.order!.includes(k))]
        : [...a.members.keys()];
      const keysB = b.order
        ? [...b.order, ...[...b.members.keys()].filter((k) => !b.order!.includes(k))]
        : [...b.members.keys()];
      this.memberSets(
        keysA,
        keysB,
        path,
        (k) => a.members.get(k)!,
        (k) => b.members.get(k)!,
      );
      for (const k of keysA) {
        const sb = b.members.get(k);
        if (sb) {
          const rawMemberA = rawOf(rawA, k);
          const rawMemberB = rawOf(rawB, k);
          this.shapes(a.members.get(k)!, sb, memberPath(path, k), rawMemberA, rawMemberB);
        }
      }
    }
    if (a.items && b.items) this.shapes(a.items, b.items, `${path}[*]`);
  }
}

function isShape(v: Json | Shape): v is Shape {
  return v !== null && typeof v === 'object' && !Array.isArray(v) && (v as Shape).kinds instanceof Set;
}

/** The raw member value behind a shape member key, when the key is the member's own name. */
function rawOf(raw: Json | undefined, key: string): Json | undefined {
  if (raw === undefined || raw === null || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  return Object.hasOwn(raw, key) && memberKey(key) === key ? raw[key] : undefined;
}

export function compareAnswers(
  method: string,
  mode: CompareMode,
  a: { request: { body: string }; response: ExchangeResponse },
  b: { request: { body: string }; response: ExchangeResponse },
): AnswerComparison {
  const c = new Comparer(method, mode);
  if (a.response.status !== b.response.status)
    c.add({
      path: '$status',
      kind: 'status',
      a: { shape: null, value: String(a.response.status) },
      b: { shape: null, value: String(b.response.status) },
    });
  const cta = contentTypeOf(a.response);
  const ctb = contentTypeOf(b.response);
  if (cta !== ctb)
    c.add({
      path: '$content-type',
      kind: 'content-type',
      a: { shape: null, value: cta || '(none)' },
      b: { shape: null, value: ctb || '(none)' },
    });
  const ja = tryJson(a.response.body);
  const jb = tryJson(b.response.body);
  if (ja.ok && jb.ok) {
    const oa = envelopeOutcome(ja.value);
    const ob = envelopeOutcome(jb.value);
    if (oa && ob && oa.kind !== ob.kind) {
      // A result against an error: one difference, not a member-by-member list.
      const error = oa.kind === 'error' ? oa : ob;
      if (mode === 'shape' && stateErrorReason(error.message)) c.normalised++;
      else
        c.add({
          path: '$',
          kind: 'outcome',
          a: { shape: oa.kind, value: renderValue(ja.value) },
          b: { shape: ob.kind, value: renderValue(jb.value) },
        });
    } else c.values(withEchoedId(ja.value, a.request.body), withEchoedId(jb.value, b.request.body), '$');
  } else if (!ja.ok && !jb.ok) {
    const ta = mode === 'shape' ? templateText(a.response.body) : a.response.body;
    const tb = mode === 'shape' ? templateText(b.response.body) : b.response.body;
    if (ta !== tb)
      c.add({
        path: '$',
        kind: 'body-text',
        a: { shape: null, value: renderValue(a.response.body) },
        b: { shape: null, value: renderValue(b.response.body) },
      });
  } else {
    const text = (ok: boolean, body: string): SideValue => ({ shape: ok ? 'JSON' : 'text', value: renderValue(body) });
    c.add({ path: '$', kind: 'type', a: text(ja.ok, a.response.body), b: text(jb.ok, b.response.body) });
  }
  return { differences: c.differences, normalised: c.normalised };
}
