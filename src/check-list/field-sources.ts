// The second source of a result field: the checks that hold it to another method, the chain model, its own bytes
// or an invariant of the spec, or why no second source exists. Each method module lists its fields' sources
// (schemas/<api>/<method>.ts `fields`); the sources several methods share are here.

/** A field's second source: the checks that cross-check it, or the reason none can. */
export type FieldSource = { readonly checks: readonly string[] } | { readonly reason: string };

/** The index paths as check IDs name them ("index.P-block.…"). */
const INDEXES = ['P-block', 'C-block', 'X-block', 'X-tx', 'X-vtx'] as const;
/** A check of every index path: everyIndex('lookups-agree') is index.P-block.lookups-agree, index.C-block.lookups-agree, … */
export const everyIndex = (...names: string[]): string[] => INDEXES.flatMap((i) => names.map((n) => `index.${i}.${n}`));

/** getL1Validator(validationID) and getCurrentValidators of its subnet report the same L1 validator record. */
export const L1_RECORD: FieldSource = { checks: ['getL1Validator.agrees-with-current-validators'] };
/** An encoding member fixed to "hex". */
export const HEX_CONSTANT: FieldSource = {
  reason: 'a constant the spec fixes ("hex", the only encoding allowed): there is no value to hold to another source',
};
/** The GET report of the same moment holds the same record of each check. */
export const CHECK_RECORD: FieldSource = { checks: ['health.rpc.records-agree-with-get'] };
