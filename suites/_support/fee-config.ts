// The fee configurations a fee state is held to, read from the target (getFeeConfig, getValidatorFeeConfig), the
// time its dynamic fee state starts (Etna, from info.upgrades), and the rule that prices a state's excess.
import { Result as FeeConfig } from '../../schemas/platform/getFeeConfig.js';
import { Result as ValidatorFeeConfig } from '../../schemas/platform/getValidatorFeeConfig.js';
import type { CheckContext } from '../../src/check/check.js';
import { gasPrice } from '../../src/spec/fee-rules.js';

export async function feeConfig(t: CheckContext): Promise<FeeConfig> {
  return await t.call('platform.getFeeConfig', {});
}

export async function validatorFeeConfig(t: CheckContext): Promise<ValidatorFeeConfig> {
  return await t.call('platform.getValidatorFeeConfig', {});
}

/** Etna's activation (unix seconds) as info.upgrades says; null when the node has no info API or does not say. */
export async function etnaTime(t: CheckContext): Promise<bigint | null> {
  const r = await t.rpc('info.upgrades', {});
  const at = (r.result as { etnaTime?: unknown } | undefined)?.etnaTime;
  const ms = typeof at === 'string' ? Date.parse(at) : NaN;
  return Number.isFinite(ms) ? BigInt(Math.floor(ms / 1000)) : null;
}

/** A fee state's price is the one its excess gives under its configuration's minPrice and excessConversionConstant. */
export function verifyPriceFromExcess(
  t: CheckContext,
  state: { excess: bigint; price: bigint },
  config: { minPrice: bigint; excessConversionConstant: bigint },
): void {
  const price = gasPrice(config.minPrice, state.excess, config.excessConversionConstant);
  t.verify(
    state.price === price,
    `the price is not the one excess ${state.excess} gives with minPrice ${config.minPrice} and excessConversionConstant ${config.excessConversionConstant}`,
    { expected: String(price), received: String(state.price), path: '$.result.price' },
  );
}
