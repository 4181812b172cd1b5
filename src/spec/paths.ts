// Where the spec's APIs are served, and the IDs they name: defined once for the catalog, the mock,
// discovery and the suites.

/** The Primary Network's subnet ID, which is also the P-Chain's blockchain ID (the all-zero ID; EMPTY_ID names it where an ID is merely unset). */
export const PRIMARY_NETWORK_ID = '11111111111111111111111111111111LpoYY';

/** The canonical P-Chain path (P.env.path). */
export const P_CHAIN_PATH = '/ext/bc/P';
/** P-Chain paths: the canonical one first, then the aliases real nodes also serve (facts platform-chain §7.19). */
export const PLATFORM_PATHS = [
  P_CHAIN_PATH,
  '/ext/P',
  '/ext/bc/platform',
  '/ext/platform',
  `/ext/bc/${PRIMARY_NETWORK_ID}`,
] as const;
export const HEALTH_PATH = '/ext/health';
export const KEYSTORE_PATH = '/ext/keystore';
export const INFO_PATH = '/ext/info';
/** The five index paths (I.paths), the P-Chain block index first; X/vtx is the legacy vertex index (I.vtx.legacy). */
export const INDEX_PATHS = [
  '/ext/index/P/block',
  '/ext/index/C/block',
  '/ext/index/X/block',
  '/ext/index/X/tx',
  '/ext/index/X/vtx',
] as const;
export type IndexPath = (typeof INDEX_PATHS)[number];
