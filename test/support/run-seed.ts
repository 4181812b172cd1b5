// One run seed per `npm test` (a global setup): every harness command the tests run without a seed of its own
// runs with it, so the command hosts build each mock chain and discover it once (src/harness/discovery-reuse.ts),
// not once per command; each `npm test` still draws a new one. AVACONFORM_TEST_SEED=N npm test repeats a run's.
import { freshSeed } from '../../src/harness/options.js';
import { flagSettings } from '../../src/harness/run-flags.js';

/** The variable that gives the test workers the seed (and lets a user give one). */
export const TEST_SEED_ENV = 'AVACONFORM_TEST_SEED';

export default function setup(): void {
  const given = process.env[TEST_SEED_ENV];
  if (given !== undefined) {
    // Held to --seed's own rule. One line and exit 2 (a usage error): vitest would print a thrown error's
    // stack, not its message.
    try {
      flagSettings({ seed: given });
    } catch (e) {
      console.error(`${TEST_SEED_ENV}=${given}: ${(e as Error).message}`);
      process.exit(2);
    }
  }
  const seed = given ?? String(freshSeed());
  process.env[TEST_SEED_ENV] = seed;
  console.log(`avaconform tests: run seed ${seed} (${TEST_SEED_ENV}=${seed} npm test runs with it again)`);
}
