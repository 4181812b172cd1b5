// A subnet as its CreateSubnetTx makes it: its owner, nothing else yet (no validators, no conversion, no
// transformation). The generated chain and an issued tx make theirs here alike.
import type { MockOwner, MockSubnet } from './state.js';

export function newSubnet(id: string, owner: MockOwner, kind: MockSubnet['kind'] = 'permissioned'): MockSubnet {
  return {
    id,
    kind,
    controlKeys: owner.addresses,
    threshold: owner.threshold,
    locktime: owner.locktime,
    validators: [],
    removedValidators: [],
    l1Validators: [],
    transformationTxId: null,
    conversionId: null,
    managerChainId: null,
    managerAddress: null,
    stakingAssetId: null,
    elastic: null,
  };
}
