// The X-Chain's API, as much of it as a P-Chain wallet asks (avalanchejs's Context.getContextFromURI): the AVAX
// asset's description and the X-Chain's static fees. The mock's X-Chain holds no other asset.
import { cb58Decode } from '../encoding/cb58.js';
import { argsOf } from './go-params.js';
import type { Route } from './mock-contracts.js';
import type { NodeContext } from './node-context.js';
import { RpcMethodError } from './mock-contracts.js';

/** The X-Chain's static fees on a local network (its genesis config), nAVAX as decimal strings: avm.getTxFee, and
 * info.getTxFee's first two members (the P-Chain's static table: src/spec/info-facts.ts). */
export const X_CHAIN_FEES = { txFee: '1000000', createAssetTxFee: '1000000' } as const;

const AVAX = { name: 'Avalanche', symbol: 'AVAX', denomination: '9' } as const;

export function xChainRoute(ctx: NodeContext): Route {
  return {
    service: 'avm',
    handlers: {
      // The asset by its symbol or its ID (the node looks the alias up first); an ID of no asset is "not found".
      'avm.getAssetDescription': (p) => {
        const asked = argsOf(p).str('assetID');
        if (asked === AVAX.symbol || asked === ctx.state.avaxAssetId)
          return { assetID: ctx.state.avaxAssetId, ...AVAX };
        let isId = false;
        try {
          isId = cb58Decode(asked).length === 32;
        } catch {
          /* not an ID: an unknown alias */
        }
        throw new RpcMethodError(isId ? 'not found' : `asset '${asked}' not found`);
      },
      'avm.getTxFee': () => ({ ...X_CHAIN_FEES }),
    },
  };
}
