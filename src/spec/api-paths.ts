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
/** The legacy vertex index (I.vtx.legacy): nothing accepted since the X-Chain's linearization. */
export const VERTEX_INDEX_PATH = '/ext/index/X/vtx';
/** The X-Chain's tx index. */
export const X_TX_INDEX_PATH = '/ext/index/X/tx';
/** The P-Chain's block index. */
export const P_BLOCK_INDEX_PATH = '/ext/index/P/block';
/** The five index paths (I.paths), the P-Chain block index first, the legacy vertex index last. */
export const INDEX_PATHS = [
  P_BLOCK_INDEX_PATH,
  '/ext/index/C/block',
  '/ext/index/X/block',
  X_TX_INDEX_PATH,
  VERTEX_INDEX_PATH,
] as const;
export type IndexPath = (typeof INDEX_PATHS)[number];
