// How a method is defined in its one home, schemas/<api>/<method>.ts: its schemas and clauses, its catalog facts
// (its API's defaults where it names none), its example params for OpenRPC, its sample params and result for the
// schema tests, and the second source of each result field. The catalog, OpenRPC, the field table and the mock's
// typed handlers all read these definitions. It sits beside the modules, not in src/catalog/: an example reads
// what discovery found (the Discovery type), which is above the catalog's layer (test/code/layers.test.ts).
import type { z } from 'zod';
import type { DiscoveredIndex, Discovery } from '../src/discovery/discovered-inputs.js';
import type { Json } from '../src/json/lossless.js';
import type { FieldSource } from '../src/check-list/field-sources.js';
import type { ClauseId } from '../src/spec/clauses.js';
import { HEALTH_PATH, INDEX_PATHS, INFO_PATH, KEYSTORE_PATH, PLATFORM_PATHS } from '../src/spec/api-paths.js';
import type { MethodName } from '../src/catalog/method-catalog.js';
import type { Api, EncodingRule, MethodEntry } from '../src/catalog/method-entry.js';

/** Encoding rules of the spec's Limits table (P.limit.encodings, P.env.encoding-default, I.encoding). */
export const HEX_OR_JSON: EncodingRule = { allowed: ['hex', 'json'], default: 'hex' };
export const HEX_ONLY: EncodingRule = { allowed: ['hex'], default: 'hex' };

/** The facts a method may state beyond its API's defaults. */
export type MethodFacts = Partial<
  Pick<MethodEntry, 'encodings' | 'since' | 'deprecatedSince' | 'deprecated' | 'removedIn' | 'changesState' | 'inSpec'>
>;

/** Each API's paths and the facts its methods share unless they say otherwise. */
const API_DEFAULTS: Readonly<Record<Api, { paths: readonly string[]; facts: MethodFacts }>> = {
  platform: { paths: PLATFORM_PATHS, facts: {} },
  health: { paths: [HEALTH_PATH], facts: {} },
  // The keystore: deprecated as a whole, removed in v1.12.2 (facts node-local §3.1).
  keystore: { paths: [KEYSTORE_PATH], facts: { deprecated: true, removedIn: '1.12.2' } },
  // Only with --index-enabled (I.enabled); hex only (I.encoding).
  index: { paths: INDEX_PATHS, facts: { encodings: HEX_ONLY } },
  // Described by avaconform's own spec (spec/info-api.md); versions from its Versioning section.
  info: { paths: [INFO_PATH], facts: {} },
};

/** What an example's params may be built from: the inputs discovery found on the example mock. */
export interface ExampleInputs {
  readonly discovery: Discovery;
  /** The URL path the example is sent to. */
  readonly path: string;
  /** The index discovered at that path (index.* examples). */
  readonly index: DiscoveredIndex | undefined;
  /** A discovered value the example needs; throws a one-line error naming what the mock lacks. */
  need<T>(value: T | undefined | null, what: string): T;
  /** Asks the example mock a read-only question. */
  ask(method: MethodName, params: Record<string, Json>): Promise<Json>;
  /** The write checks' signed self-transfer of the local network's prefunded key, as checksummed hex. */
  signedSelfTransfer(): Promise<string>;
}

/** A method as its module defines it; `P` and `R` keep its schemas' own types. */
export interface MethodDefinition<
  N extends string = string,
  P extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> extends MethodEntry {
  readonly method: N;
  readonly params: P;
  readonly result: R;
  /** Params of its OpenRPC example, from what discovery finds on the example mock. */
  readonly example: (inputs: ExampleInputs) => z.input<P> | Promise<z.input<P>>;
  /** One call a conforming client may send and one result a conforming node may give (the schema tests). */
  readonly sample: { readonly params: z.input<P>; readonly result: z.input<R> };
  /**
   * The second source of each result field by JSON path: an entry covers its path and every field inside it unless
   * a longer path has its own (src/check-list/fields.ts, docs/fields.md).
   */
  readonly fields: Readonly<Record<string, FieldSource>>;
}

/** What a module writes beside its schemas: clauses, example, sample, field sources, and the facts its API's defaults lack. */
export interface MethodSpec<P extends z.ZodType, R extends z.ZodType> extends MethodFacts {
  readonly clauses: readonly ClauseId[];
  readonly example: MethodDefinition<string, P, R>['example'];
  readonly sample: MethodDefinition<string, P, R>['sample'];
  readonly fields?: MethodDefinition['fields'];
}

/**
 * A method's definition: `name` is "<api>.<method>", its API one the catalog knows. The schemas come first and fix P
 * and R before the example and sample are checked against them (inferred together, TypeScript widens the example's
 * literals, "hex" to string): `defineMethod('info.peers', Params, Result).with({ clauses, example, sample, fields })`.
 */
export function defineMethod<const N extends `${Api}.${string}`, P extends z.ZodType, R extends z.ZodType>(
  name: N,
  Params: P,
  Result: R,
): { with(spec: MethodSpec<P, R>): MethodDefinition<N, P, R> } {
  const api = name.slice(0, name.indexOf('.')) as Api;
  const defaults = API_DEFAULTS[api];
  return {
    with: ({ clauses, example, sample, fields = {}, ...facts }) => ({
      api,
      method: name,
      paths: defaults.paths,
      params: Params,
      result: Result,
      clauses,
      changesState: false,
      inSpec: true,
      ...defaults.facts,
      ...facts,
      example,
      sample,
      fields,
    }),
  };
}
