// The shortest waits a network the harness starts allows, as each AvalancheGo release's own rules bound
// them (read in the sources of v1.12.1, v1.13.5, v1.14.2, v1.15.0-fuji and master; said here in our words).
// No module of the node's process is imported: the mock takes the same stake length from here.

/**
 * The network's minimum stake duration, s (--min-stake-duration, and --helicon-min-stake-duration where listed).
 * Every release from v1.12.1 to master refuses only a duration of 0 or less (its config check: "min stake duration
 * must be > 0"; the Helicon minimum likewise from v1.15.0) and one above the maximum stake duration (1 year on a
 * local network). A stake's duration counts whole seconds (the tx's end time is unix seconds), so 1 s is the floor
 * the rules allow. 2 s is kept so that a stake one second long is still shorter than the minimum: the state
 * machine's "stake too short" command (src/stateful/commands.ts) issues one and must see it refused.
 * The reward of the shortest stake is still above zero: at 2 s a minimum delegation (25 AVAX) on a local network
 * (supply about 361 M of a 720 M cap, 10 % minimum consumption) earns about 150 nAVAX, which the seeding waits for.
 */
export const SHORT_STAKE_SECONDS = 2;

/**
 * How often a started node re-runs its health checks, ms (--health-check-frequency). Every release refuses only a
 * negative period ("must be positive"); 0 would stop its ticker, so a short positive one: the node reports healthy
 * within this long of being bootstrapped, and a run's wait for a health answer after seeding lasts at most this long.
 */
export const HEALTH_CHECK_PERIOD_MS = 250;

/**
 * The proposer's minimum delay between blocks (--proposervm-min-block-delay): from v1.13.5 a flag whose value is
 * taken as given (0 is the floor: no negative delay is meant), so 0 s; v1.12.1 has no such flag and keeps its fixed
 * 1 s delay (proposervm's DefaultMinBlockDelay), which then bounds each of its P-Chain blocks.
 */
export const PROPOSER_MIN_BLOCK_DELAY = '0s';

/**
 * The P-Chain's gas refill per second (--dynamic-fees-max-gas-per-second): no release bounds it (the config takes
 * the number as given; capacity is still capped at its maximum, 1,000,000 on a local network, and the price follows
 * the target rate, not this one). 10,000,000 refills a full capacity in 0.1 s instead of 10 s (the local default)
 * or 1 s: seeding's 780-output BaseTxs, most of a capacity each, never wait for gas between one and the next.
 */
export const MAX_GAS_PER_SECOND = 10_000_000;

/**
 * The P-Chain's gas capacity (--dynamic-fees-max-gas-capacity): no release bounds it either (taken as given, as the
 * rate above). A block's time counts whole seconds, so capacity refills only from one second to the next: at the local
 * default, 1,000,000, one 780-output BaseTx (about 800,000 gas) fits per second, and the paging steps' six take six
 * seconds. 10,000,000 holds a dozen of them, and the rate above refills it within a second.
 */
export const MAX_GAS_CAPACITY = 10_000_000;
