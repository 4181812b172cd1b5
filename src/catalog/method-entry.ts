// The shape of one method in the catalog (src/catalog/method-catalog.ts): the single list of methods that
// suites, mock, reports and docs read.
import type { z } from 'zod';
import type { ClauseId } from '../spec/clauses.js';

export type Api = 'platform' | 'health' | 'keystore' | 'index' | 'info';

export interface EncodingRule {
  /** Values the spec allows for the `encoding` param. */
  readonly allowed: readonly string[];
  /** The value used when `encoding` is omitted. */
  readonly default: string;
}

export interface MethodEntry {
  readonly api: Api;
  /** Full JSON-RPC method name, e.g. "platform.getUTXOs". */
  readonly method: string;
  /** URL paths that serve the method; the first is canonical. */
  readonly paths: readonly string[];
  readonly params: z.ZodType;
  readonly result: z.ZodType;
  readonly encodings?: EncodingRule;
  /** Node version from which real AvalancheGo serves it (facts §4); absent = always. */
  readonly since?: string;
  /** Node version in which the spec deprecated it. */
  readonly deprecatedSince?: string;
  /** The spec marks it deprecated (set with deprecatedSince, or alone when the spec names no version). */
  readonly deprecated?: boolean;
  /** First node version that no longer serves it. */
  readonly removedIn?: string;
  /** Whether calling it can change node state (needs --allow-writes against real nodes). */
  readonly changesState: boolean;
  /** false for methods real nodes serve that the spec does not describe. */
  readonly inSpec: boolean;
  /** Clauses that describe the method's params and result. */
  readonly clauses: readonly ClauseId[];
}
