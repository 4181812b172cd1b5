// The fee configurations a fee state is held to, read from the target (getFeeConfig, getValidatorFeeConfig), and the
// time its dynamic fee state starts (Etna, from info.upgrades).
import { Result as FeeConfig } from '../../schemas/platform/getFeeConfig.js';
import { Result as ValidatorFeeConfig } from '../../schemas/platform/getValidatorFeeConfig.js';
import type { CheckContext } from '../../src/harness/check.js';

export async function feeConfig(t: CheckContext): Promise<FeeConfig> {
  return t.ok(await t.rpc('platform.getFeeConfig', {}), FeeConfig);
}

export async function validatorFeeConfig(t: CheckContext): Promise<ValidatorFeeConfig> {
  return t.ok(await t.rpc('platform.getValidatorFeeConfig', {}), ValidatorFeeConfig);
}

/** Etna's activation (unix seconds) as info.upgrades says; null when the node has no info API or does not say. */
export async function etnaTime(t: CheckContext): Promise<bigint | null> {
  const r = await t.rpc('info.upgrades', {});
  const at = (r.result as { etnaTime?: unknown } | undefined)?.etnaTime;
  const ms = typeof at === 'string' ? Date.parse(at) : NaN;
  return Number.isFinite(ms) ? BigInt(Math.floor(ms / 1000)) : null;
}
