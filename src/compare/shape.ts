// The shape of a JSON value: its kinds (JSON type, and for strings the value format), object members
// in order, and one merged shape for all elements of an array. Two answers of chains that share no
// state are compared by shape: which members, in what order, of what types and formats.
import type { Json } from '../json/lossless.js';
import { formatOf, isIdentifier } from './formats.js';

export interface Shape {
  /** "null", "boolean", "integer", "number", "array", "object" or "string<format>". */
  kinds: Set<string>;
  /** Object members by name (identifier-valued names merged under "<format>"), in first-seen order. */
  members: Map<string, Shape>;
  /** The member order of the first object seen. */
  order: string[] | null;
  /** Merged shape of all array elements; null when every array seen was empty. */
  items: Shape | null;
  /** The first value seen, for display. */
  example: Json;
}

export function kindOf(v: Json): string {
  if (v === null) return 'null';
  if (typeof v === 'boolean') return 'boolean';
  if (typeof v === 'bigint') return 'integer';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  if (typeof v === 'string') return `string<${formatOf(v)}>`;
  return Array.isArray(v) ? 'array' : 'object';
}

/** How a member name appears in a shape: as itself, or "<format>" when it is an identifier (the object is a map). */
export function memberKey(name: string): string {
  return isIdentifier(name) ? `<${formatOf(name)}>` : name;
}

export function shapeOf(v: Json): Shape {
  const shape: Shape = { kinds: new Set([kindOf(v)]), members: new Map(), order: null, items: null, example: v };
  if (Array.isArray(v)) {
    for (const item of v) shape.items = shape.items ? mergeShapes(shape.items, shapeOf(item)) : shapeOf(item);
  } else if (v !== null && typeof v === 'object') {
    shape.order = [];
    for (const [name, value] of Object.entries(v)) {
      const key = memberKey(name);
      const seen = shape.members.get(key);
      shape.members.set(key, seen ? mergeShapes(seen, shapeOf(value)) : shapeOf(value));
      if (!shape.order.includes(key)) shape.order.push(key);
    }
  }
  return shape;
}

export function mergeShapes(a: Shape, b: Shape): Shape {
  const members = new Map(a.members);
  for (const [k, s] of b.members) {
    const seen = members.get(k);
    members.set(k, seen ? mergeShapes(seen, s) : s);
  }
  return {
    kinds: new Set([...a.kinds, ...b.kinds]),
    members,
    order: a.order ?? b.order,
    items: a.items && b.items ? mergeShapes(a.items, b.items) : (a.items ?? b.items),
    example: a.example,
  };
}

export function describeKinds(s: Shape): string {
  return [...s.kinds].sort().join(' | ');
}
