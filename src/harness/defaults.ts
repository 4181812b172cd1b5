// Defaults of a run, where flags, help and option reading all take them from.
export const DEFAULTS = {
  runs: 100,
  timeoutMs: 10_000,
  reportDir: 'reports/latest',
  history: 10,
  mockNetworkId: 12345,
  workers: 2,
  /** --stateful: sequences on the mock (each on a fresh mock) and on a node (one after another on its chain). */
  sequences: 30,
  sequencesOnNode: 3,
  maxCommands: 32,
} as const;

/** How a fresh --node-binary network is seeded: the state every check needs, or one committed self-transfer. */
export const SEED_DEPTHS = ['full', 'basic'] as const;
export type SeedDepth = (typeof SEED_DEPTHS)[number];
