// Which parts of discovery a run's files read, found in their source: a --only run gathers those alone
// (a run of getHeight sends no block, UTXO, index or keystore discovery). A file reads a part when it,
// or a support module it imports from suites/ or properties/, names one of the part's fields on
// `discovery`, or calls a helper of suites/_support/inputs.ts that reads it. A part missed here fails
// the check that reads it (src/discovery/parts.ts guards each field), never skips it.
import { readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { DISCOVERY_PARTS, PART_FIELDS, withDependencies } from '../discovery/parts.js';
import type { DiscoveryPart } from '../discovery/discovered-inputs.js';
import { PROJECT_ROOT } from '../tool.js';
import { SUITE_DIRS } from './suite-files.js';

/** The module of input helpers, read through the helpers' names below instead of its whole text. */
export const INPUT_HELPERS_MODULE = 'suites/_support/inputs.ts';

/** Each helper of INPUT_HELPERS_MODULE that reads discovery, with the part it reads. */
export const INPUT_HELPER_PARTS: Record<string, DiscoveryPart | null> = {
  starved: null, // reads the anomalies of the part its caller already reads
  blockWithTxs: 'blocks',
  anyTxId: 'blocks',
  primaryValidators: 'stakers',
  unseededBecause: null,
  subnetOfKind: 'stakers',
  addressWithUtxos: 'utxos',
  onePageAddresses: 'utxos',
  heightOf: null,
};

const FIELD_PART = new Map<string, DiscoveryPart>(
  DISCOVERY_PARTS.flatMap((part) => PART_FIELDS[part].map((f): [string, DiscoveryPart] => [f, part])),
);

/** Relative imports of a module that stay inside the suite directories. */
function localImports(file: string, text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)'/g)) {
    const target = normalize(join(dirname(file), m[1]!.replace(/\.js$/, '.ts')));
    if (SUITE_DIRS.some((d) => target.startsWith(`${d}/`))) out.push(target);
  }
  return out;
}

/** The parts one module's text reads directly. */
function partsNamedIn(text: string): DiscoveryPart[] {
  const found: DiscoveryPart[] = [];
  for (const m of text.matchAll(/\bdiscovery\??\.(\w+)/g)) {
    const part = FIELD_PART.get(m[1]!);
    if (part) found.push(part);
  }
  for (const [helper, part] of Object.entries(INPUT_HELPER_PARTS))
    if (part && new RegExp(`\\b${helper}\\(`).test(text)) found.push(part);
  return found;
}

/** The discovery parts the files read (paths relative to the project root), with what they depend on. */
export function discoveryNeeds(files: readonly string[], root = PROJECT_ROOT): DiscoveryPart[] {
  const parts = new Set<DiscoveryPart>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || file === INPUT_HELPERS_MODULE) return;
    seen.add(file);
    const text = readFileSync(join(root, file), 'utf8');
    for (const p of partsNamedIn(text)) parts.add(p);
    for (const f of localImports(file, text)) visit(f);
  };
  for (const f of files) visit(relative(root, join(root, f)));
  return withDependencies(parts);
}

/**
 * Whether a file reads discovery at all: it, or a support module it imports from suites/ or properties/, names
 * `discovery` or calls a helper of INPUT_HELPERS_MODULE (each reads it, those of no part included). A file that
 * does not reads none of the state seeding builds: a run that seeds its node runs it while the seeding goes on
 * (src/harness/seed-schedule.ts), where its discovery is not there yet (a read of it fails the check, naming this).
 */
export function readsDiscovery(file: string, root = PROJECT_ROOT): boolean {
  const seen = new Set<string>();
  const helpers = new RegExp(`\\b(?:${Object.keys(INPUT_HELPER_PARTS).join('|')})\\(`);
  const visit = (f: string): boolean => {
    if (seen.has(f) || f === INPUT_HELPERS_MODULE) return false;
    seen.add(f);
    const text = readFileSync(join(root, f), 'utf8');
    if (/\bdiscovery\b/.test(text) || helpers.test(text)) return true;
    return localImports(f, text).some(visit);
  };
  return visit(relative(root, join(root, file)));
}
