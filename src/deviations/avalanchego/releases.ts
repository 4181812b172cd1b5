// The implementation's name and the releases its deviations were recorded on.

/** The part before "/" in AvalancheGo's info.getNodeVersion. */
export const NODE = 'avalanchego';

/** The releases the checked deviations were seen on (local networks from each build, 2026-11-23; v1.15.0-fuji 2026-11-26). */
export const AVALANCHEGO_RELEASES = ['1.12.1', '1.12.2', '1.13.0', '1.13.5', '1.14.2', '1.15.0'] as const;
