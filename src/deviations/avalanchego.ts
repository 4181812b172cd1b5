// AvalancheGo's known deviations from the spec (../shared/facts, the "disagrees" sections), as seen on
// recorded single-node local networks. The spec stays the contract: a deviation never loosens a check;
// it names the exact failed assertions it explains, so a run on that node reports them expected-fail
// and fails on anything else. Entries without `match` are differences no spec-exact check fails on.
// Each entry is whole in one file of src/deviations/avalanchego/, by area.
import { AVALANCHEGO_NODE_LOCAL } from './avalanchego/node-local.js';
import { AVALANCHEGO_PLATFORM } from './avalanchego/platform.js';
import { AVALANCHEGO_RELEASE_FORMS } from './avalanchego/release-forms.js';
import { AVALANCHEGO_TRANSPORT } from './avalanchego/jsonrpc-layer.js';
import type { Deviation } from './deviation.js';

export { AVALANCHEGO_METHOD_NOT_FOUND } from './avalanchego/jsonrpc-layer.js';
export { AVALANCHEGO_RELEASES } from './avalanchego/releases.js';

export const AVALANCHEGO_DEVIATIONS: readonly Deviation[] = [
  ...AVALANCHEGO_TRANSPORT,
  ...AVALANCHEGO_PLATFORM,
  ...AVALANCHEGO_NODE_LOCAL,
  ...AVALANCHEGO_RELEASE_FORMS,
];
