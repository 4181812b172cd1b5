// The chain time as getTimestamp reports it, in Unix seconds: the second source of every answer that
// carries the chain time (the fee states). Read before and after such an answer, it bounds the answer's time.
import type { CheckContext } from '../../src/check/check.js';
import { chainTime } from '../../schemas/platform/getTimestamp.js';
import type { FailureDetail } from '../../src/check/failure.js';

export async function chainTimeNow(t: CheckContext): Promise<bigint> {
  return BigInt(Math.floor(Date.parse(chainTime(await t.call('platform.getTimestamp', {}))) / 1000));
}

/** Holds the RFC 3339 time an answer gives (read between `before` and now) to the chain time getTimestamp reports. */
export async function verifyChainTime(
  t: CheckContext,
  before: bigint,
  answered: string,
  what: string,
  detail: FailureDetail,
): Promise<void> {
  const after = await chainTimeNow(t);
  const time = BigInt(Math.floor(Date.parse(answered) / 1000));
  t.verify(time >= before && time <= after, `${what} is not the chain time getTimestamp reports`, {
    expected: before === after ? String(before) : `${before}..${after}`,
    received: `${time} (${answered})`,
    ...detail,
  });
}
