// The key a suite worker's write checks sign with: the run's (RunContext.privateKey: AVACONFORM_PRIVATE_KEY,
// read where the run started and handed over in the run context), else the key the genesis of a local network,
// or of one the harness started, funds (src/tx/key.ts signingKeyFor).
import { signingKeyFor, type SigningKey } from '../tx/key.js';
import { getRun } from './worker.js';

/** The key that signs on the target's network (`startedHere`: the harness started it), or why there is none. */
export function networkSigningKey(networkId: number, startedHere: boolean): SigningKey | string {
  return signingKeyFor(networkId, startedHere, getRun().privateKey);
}
