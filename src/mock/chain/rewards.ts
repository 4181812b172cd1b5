// The mock's potential rewards (getCurrentValidators' potentialReward): a fixed share of the stake, not the node's
// reward formula, the same for generated and issued stakers.

/** A Primary Network validator's potential reward: a tenth of its stake. */
export const validatorReward = (weight: bigint): bigint => weight / 10n;

/** A delegator's potential reward: a twentieth of its stake. */
export const delegatorReward = (weight: bigint): bigint => weight / 20n;
