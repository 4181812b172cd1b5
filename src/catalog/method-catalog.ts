// The method catalog: every method the harness knows, read from the method modules (schemas/<api>/<method>.ts,
// each a method's one home: its `method` definition, src/catalog/define.ts). Suites, mock, reports and docs read
// it; nothing else lists methods. Its order: the APIs as below, each API's methods by name.
import type { z } from 'zod';
import * as health from '../../schemas/health/index.js';
import * as indexApi from '../../schemas/index-api/index.js';
import * as info from '../../schemas/info/index.js';
import * as keystore from '../../schemas/keystore/index.js';
import * as platform from '../../schemas/platform/index.js';
import type { Api, MethodEntry } from './method-entry.js';

export { INDEX_PATHS, PLATFORM_PATHS } from '../spec/api-paths.js';

/** The method modules of each API (generated index files: `npm run generate`), in catalog order. */
const APIS = [platform, health, keystore, indexApi, info] as const;

/** The definitions of an API's method modules. */
type DefinitionsIn<Modules> = Modules extends unknown
  ? Modules[keyof Modules] extends infer M
    ? M extends { method: infer D }
      ? D
      : never
    : never
  : never;
/** Every method's definition, its schemas' own types kept. */
export type MethodDefinitions = DefinitionsIn<(typeof APIS)[number]>;

/** Every catalog method name, e.g. "platform.getUTXOs". */
export type MethodName = MethodDefinitions['method'];
/** A method's definition by name. */
export type DefinitionOf<N extends MethodName> = Extract<MethodDefinitions, { method: N }>;
/** What a method answers: the output of its Result schema. */
export type ResultOf<N extends MethodName> = z.output<DefinitionOf<N>['result']>;
/** What a client may send a method: the input of its Params schema. */
export type ParamsOf<N extends MethodName> = z.input<DefinitionOf<N>['params']>;
/** A catalog entry: a MethodEntry whose name is a known MethodName. */
export type CatalogEntry = MethodEntry & { readonly method: MethodName };

/** Every method's definition, in catalog order. */
export const DEFINITIONS: readonly MethodDefinitions[] = APIS.flatMap((api) =>
  Object.values<{ method: MethodDefinitions }>(api).map((module) => module.method),
);

/** The catalog, in API order (platform, health, keystore, index, info). */
export const CATALOG: readonly CatalogEntry[] = DEFINITIONS;

const byName = new Map<string, MethodDefinitions>(DEFINITIONS.map((e) => [e.method, e]));

/** The entry of a method; undefined for a name the catalog does not list. */
export function methodEntry<N extends MethodName>(method: N): DefinitionOf<N>;
export function methodEntry(method: string): MethodDefinitions | undefined;
export function methodEntry(method: string): MethodDefinitions | undefined {
  return byName.get(method);
}

export function isMethodName(method: string): method is MethodName {
  return byName.has(method);
}

/** The entries of one API, in catalog order. */
export function methodsOfApi(api: Api): readonly CatalogEntry[] {
  return CATALOG.filter((e) => e.api === api);
}
