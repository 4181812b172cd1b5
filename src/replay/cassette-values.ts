// A cassette's volatile values: what two recordings of one release differ in even when the node
// behaves the same (block and tx IDs, the node's own ID, bytes, clock times and durations). A format-3
// cassette names each such value once, in a table at its end, and writes the name where the value
// appears in a JSON body; so a re-recording changes the table's lines, and an exchange line changes
// only when the node's answer changed in some other way. Names are a "$", a kind and a short hash of
// where the value first appears ("$id-3f09a2", "$time-b71c04"); a real string that starts with "$" is
// stored with one more "$".
import { createHash } from 'node:crypto';
import { cb58Decode, ID_LENGTH, NODE_ID_PREFIX, SHORT_ID_LENGTH } from '../encoding/cb58.js';
import { isJsonObject, type Json } from '../json/lossless.js';

export type ValueKind = 'id' | 'node' | 'hex' | 'time';

/** Members whose number (or decimal string) is a clock reading, or measured over time (durations, uptime). */
const TIME_MEMBERS = new Set(['time', 'timestamp', 'duration', 'startTime', 'endTime', 'timeOfFirstFailure', 'uptime']);
const DECIMAL = /^\d+(\.\d+)?$/;
const RFC3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;
const CB58_ID = /^[1-9A-HJ-NP-Za-km-z]{32,51}$/;
/** Hex of at least 8 bytes: blocks, txs, UTXOs, keys, signatures (short hex like "0x0" stays inline). */
const LONG_HEX = /^0x(?:[0-9a-fA-F]{2}){8,}$/;

function decodesTo(text: string, length: number): boolean {
  try {
    return cb58Decode(text).length === length;
  } catch {
    return false;
  }
}

/** The longest string whose kind a namer remembers: NodeIDs and CB58 IDs are at most 60 characters. */
const KIND_CACHED_UP_TO = 64;

/** The kind a string is whatever member holds it (an ID, a node ID, long hex, an RFC 3339 time), or null. */
function stringKind(v: string): ValueKind | null {
  if (v.startsWith(NODE_ID_PREFIX)) return decodesTo(v.slice(NODE_ID_PREFIX.length), SHORT_ID_LENGTH) ? 'node' : null;
  if (LONG_HEX.test(v)) return 'hex';
  if (RFC3339.test(v)) return 'time';
  if (CB58_ID.test(v) && decodesTo(v, ID_LENGTH)) return 'id';
  return null;
}

/** The kind of volatile value `v` is (found under member `member`), or null for a value kept inline. */
export function volatileKind(
  v: Json,
  member: string | undefined,
  kindOfString: (v: string) => ValueKind | null = stringKind,
): ValueKind | null {
  if (typeof v === 'string') {
    const kind = kindOfString(v);
    if (kind) return kind;
    if (member !== undefined && TIME_MEMBERS.has(member) && DECIMAL.test(v)) return 'time';
    return null;
  }
  if ((typeof v === 'number' || typeof v === 'bigint') && member !== undefined && TIME_MEMBERS.has(member))
    return 'time';
  return null;
}

/** A value's identity in the table: its kind and its exact JSON (so 5 and "5" stay apart). */
function identity(v: Json): string {
  return typeof v === 'bigint' ? `n${v}` : typeof v === 'number' ? `n${v}` : `s${v as string}`;
}

/** A line of the value table: the volatile values one body brought first, by name, and where that body is. */
export interface ValueGroup {
  at: string;
  values: Record<string, Json>;
}

/**
 * The table a cassette writer fills while it stores bodies: one name per distinct value, grouped by the
 * body that brought it first (so a re-recorded answer with new clock times changes one table line, not
 * one per time). A name is derived from where the value first appears (check, exchange, JSON path), not
 * from a counter: a value that appears once more or once less elsewhere renames nothing.
 */
export class ValueNamer {
  private readonly names = new Map<string, string>();
  private readonly taken = new Set<string>();
  /**
   * stringKind of each short string met: an ID recurs in many answers, and each test decodes its
   * checksum (longer strings, bytes mostly, are tested each time and not held).
   */
  private readonly stringKinds = new Map<string, ValueKind | null>();
  readonly table: ValueGroup[] = [];

  private readonly kindOfString = (v: string): ValueKind | null => {
    if (v.length > KIND_CACHED_UP_TO) return stringKind(v);
    let kind = this.stringKinds.get(v);
    if (kind === undefined) this.stringKinds.set(v, (kind = stringKind(v)));
    return kind;
  };

  /** `path`: the JSON path's segments below the body ("[3]", ".id"), joined only when a new value is named. */
  private nameOf(v: Json, kind: ValueKind, body: string, path: readonly string[], group: () => ValueGroup): string {
    const key = identity(v);
    let name = this.names.get(key);
    if (!name) {
      const place = body + path.join('');
      const base = `$${kind}-${createHash('sha256').update(place).digest('hex').slice(0, 6)}`;
      name = base;
      for (let n = 2; this.taken.has(name); n++) name = `${base}-${n}`;
      this.taken.add(name);
      this.names.set(key, name);
      group().values[name] = v;
    }
    return name;
  }

  private walk(json: Json, body: string, path: string[], member: string | undefined, group: () => ValueGroup): Json {
    if (Array.isArray(json))
      return json.map((x, i) => {
        path.push(`[${i}]`);
        const out = this.walk(x, body, path, member, group);
        path.pop();
        return out;
      });
    if (isJsonObject(json))
      return Object.fromEntries(
        Object.entries(json).map(([k, x]) => {
          path.push(`.${k}`);
          const out = this.walk(x, body, path, k, group);
          path.pop();
          return [k, out];
        }),
      );
    const kind = volatileKind(json, member, this.kindOfString);
    if (kind) return this.nameOf(json, kind, body, path, group);
    return typeof json === 'string' && json.startsWith('$') ? `$${json}` : json;
  }

  /**
   * A body's JSON with every volatile value replaced by its name and every other "$"-string escaped;
   * `place` says where the body is (e.g. "getBlock.hex@#2 response").
   */
  name(json: Json, place: string): Json {
    let group: ValueGroup | undefined;
    return this.walk(json, place, [], undefined, () => {
      if (!group) this.table.push((group = { at: place, values: {} }));
      return group;
    });
  }
}

/** Thrown for a name the cassette's table does not hold. */
export class UnknownValueName extends Error {}

/** `json` with every name replaced by its value from `table`, and escaped "$"-strings restored. */
export function resolveNames(json: Json, table: ReadonlyMap<string, Json>): Json {
  if (Array.isArray(json)) return json.map((x) => resolveNames(x, table));
  if (isJsonObject(json)) return Object.fromEntries(Object.entries(json).map(([k, x]) => [k, resolveNames(x, table)]));
  if (typeof json !== 'string' || !json.startsWith('$')) return json;
  if (json.startsWith('$$')) return json.slice(1);
  const value = table.get(json);
  if (value === undefined) throw new UnknownValueName(`names ${json}, which its value table does not hold`);
  return value;
}
