// The Primary Network's VMs and feature extensions, by the IDs the node gives them: each ID is its name's
// bytes padded with zeros to 32 (AvalancheGo's constants), so they are derived here rather than copied.
import { cb58Encode } from '../encoding/cb58.js';

function idOfName(name: string): string {
  const bytes = new Uint8Array(32);
  bytes.set(new TextEncoder().encode(name));
  return cb58Encode(bytes);
}

export const AVM_ID = idOfName('avm');
export const EVM_ID = idOfName('evm');
export const PLATFORM_VM_ID = idOfName('platformvm');

/** info.getVMs: each VM's ID with its aliases, each fx's ID with its name. */
export const PRIMARY_VMS: Readonly<Record<string, readonly string[]>> = {
  [AVM_ID]: ['avm'],
  [EVM_ID]: ['evm'],
  [PLATFORM_VM_ID]: ['platform'],
};
export const PRIMARY_FXS: Readonly<Record<string, string>> = Object.fromEntries(
  ['nftfx', 'propertyfx', 'secp256k1fx'].map((n) => [idOfName(n), n]),
);
/** The fxs the X-Chain's genesis CreateChainTx names, in the node's order. */
export const PRIMARY_FX_IDS: readonly string[] = ['secp256k1fx', 'nftfx', 'propertyfx'].map(idOfName);
