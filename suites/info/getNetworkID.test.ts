// info.getNetworkID and info.getNetworkName (spec/info-api.md): the network ID, held to the name the node gives it and
// to the HRP of the addresses its P-Chain writes.
import { check } from '../../src/check/check.js';
import { z } from 'zod';
import { Address } from '../../schemas/primitives.js';
import { hrpForNetwork, parseAddress } from '../../src/encoding/address.js';
import { networkNameOf } from '../../src/spec/info-facts.js';
import { PRIMARY_NETWORK_ID } from '../../src/spec/api-paths.js';

/** What this check reads of getCurrentValidators: the validators' reward addresses (its own checks judge the rest). */
const RewardOwners = z.looseObject({
  validators: z.array(
    z.looseObject({ validationRewardOwner: z.looseObject({ addresses: z.array(Address) }).optional() }),
  ),
});

check(
  'getNetworkName answers the name of the network getNetworkID answers',
  {
    id: 'getNetworkName.agrees-with-id',
    method: 'info.getNetworkName',
    aspect: 'consistency',
    clauses: ['I.info.getNetworkName'],
  },
  async (t) => {
    const id = Number((await t.call('info.getNetworkID', {})).networkID);
    const { networkName } = await t.call('info.getNetworkName', {});
    t.equal(networkName, networkNameOf(id), `network ${id} has another name`, '$.result.networkName');
  },
);

check(
  "the P-Chain's addresses (its validators' reward owners) carry the HRP of the network getNetworkID answers",
  {
    id: 'getNetworkID.address-hrp',
    method: 'info.getNetworkID',
    aspect: 'consistency',
    clauses: ['I.info.getNetworkID', 'I.info.network-hrp'],
  },
  async (t) => {
    const id = Number((await t.call('info.getNetworkID', {})).networkID);
    // An address the P-Chain writes itself: a Primary Network validator's reward owner (genesis validators included).
    const owners = t.ok(
      await t.rpc('platform.getCurrentValidators', { subnetID: PRIMARY_NETWORK_ID }),
      RewardOwners,
      'platform.getCurrentValidators result',
    );
    const address = owners.validators.flatMap((v) => v.validationRewardOwner?.addresses ?? [])[0];
    if (address === undefined)
      return t.skip(
        'no Primary Network validator names a reward address: no address of the P-Chain to read its HRP from',
      );
    const { hrp } = parseAddress(address);
    t.assert(hrpForNetwork(id) === hrp, `the P-Chain's addresses carry the HRP ${hrp}, which is not network ${id}'s`, {
      expected: `a network whose addresses carry ${hrp}`,
      received: `${id} (HRP ${hrpForNetwork(id)})`,
      path: '$.result.networkID',
    });
  },
);
