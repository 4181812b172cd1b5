// The faults of what getTxStatus says of a tx the node refused, each whole: the rule it breaks and what it does to
// the answer (src/mock/platform/txs.ts records each refusal as the node's mempool does and answers it Dropped).
import type { Aspect } from '../../../schemas/conformance.js';
import { isJsonObject, type Json } from '../../json/lossless.js';
import type { ClauseId } from '../../spec/clauses.js';
import type { AnswerEffect, FaultCall } from './effect.js';

interface AnswerFault {
  clauses: readonly ClauseId[];
  aspect: Aspect;
  /** Caught by the state machine too: its selftest runs with --stateful. */
  stateful?: true;
  description: string;
  effect: AnswerEffect;
}

/** Whether the call asks about a tx the node refused (its own record of drops, not the answer). */
function asksAboutRefused({ params, node }: FaultCall): boolean {
  const p = Array.isArray(params) ? params[0] : params;
  const id = isJsonObject(p) ? p.txID : undefined;
  return typeof id === 'string' && node.dropped.has(id);
}

const STATUS = ['platform.getTxStatus'];

export const TX_STATUS_FAULTS = {
  'refused-tx-unknown': {
    clauses: ['P.state.tx-status'],
    aspect: 'consistency',
    description: 'getTxStatus answers Unknown for a tx the node was handed and refused, as if it had never seen it',
    effect: {
      methods: STATUS,
      result: (result: Json, call: FaultCall): Json => (asksAboutRefused(call) ? { status: 'Unknown' } : result),
    },
  },
  'dropped-reason-other': {
    clauses: ['P.state.tx-status.dropped-reason'],
    aspect: 'consistency',
    stateful: true,
    description: "getTxStatus answers a tx the node refused Dropped with a reason other than the refusal's",
    effect: {
      methods: STATUS,
      result: (result: Json, call: FaultCall): Json =>
        asksAboutRefused(call) && isJsonObject(result) ? { ...result, reason: 'dropped' } : result,
    },
  },
  'reissue-uncommits': {
    clauses: ['P.state.tx-status'],
    aspect: 'consistency',
    stateful: true,
    description: 'getTxStatus answers a Committed tx Dropped once the node was handed it again and refused it',
    effect: {
      methods: STATUS,
      result: (result: Json, call: FaultCall): Json =>
        asksAboutRefused(call) && isJsonObject(result) && result.status === 'Committed'
          ? { status: 'Dropped', reason: droppedReason(call) }
          : result,
    },
  },
} as const satisfies Record<string, AnswerFault>;

/** The reason the node recorded for the tx the call asks about. */
function droppedReason({ params, node }: FaultCall): string {
  const p = Array.isArray(params) ? params[0] : params;
  return (isJsonObject(p) && typeof p.txID === 'string' && node.dropped.get(p.txID)) || '';
}
