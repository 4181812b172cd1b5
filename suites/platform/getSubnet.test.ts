import { NonPoaResult } from '../../schemas/platform/getSubnet.js';
import { check } from '../../src/check/check.js';
import { subnetOfKind, starved } from '../_support/inputs.js';
import { completeChainModel, ownerText, skipIfChainMoved } from '../_support/worker-chain-model.js';
import { EMPTY_ID } from '../../src/encoding/cb58.js';

check(
  'every subnet answers a subnet record',
  {
    id: 'getSubnet.schema',
    method: 'platform.getSubnet',
    aspect: 'schema',
    clauses: ['P.m.getSubnet', 'P.res.subnet', 'P.conv.address', 'P.conv.unix-seconds'],
  },
  async (t) => {
    if (t.discovery.subnets.length === 0) starved(t, 'subnets', 'no subnet on this target');
    for (const s of t.discovery.subnets) await t.call('platform.getSubnet', { subnetID: s.id });
  },
);

check(
  'a subnet that is not proof-of-authority has no control keys and threshold 0',
  {
    id: 'getSubnet.non-poa-no-control-keys',
    method: 'platform.getSubnet',
    aspect: 'schema',
    clauses: ['P.res.subnet.poa'],
  },
  async (t) => {
    t.ok(await t.rpc('platform.getSubnet', { subnetID: subnetOfKind(t, 'elastic') }), NonPoaResult);
  },
);

check(
  'getSubnet without subnetID fails',
  {
    id: 'getSubnet.subnetID-required',
    method: 'platform.getSubnet',
    aspect: 'schema',
    clauses: ['P.m.getSubnet.required', 'P.err.envelope'],
  },
  async (t) => {
    t.rpcError(await t.rpc('platform.getSubnet', {}));
  },
);

check(
  'a subnet answers the owner its last ownership tx in the blocks gave it, and the manager its conversion named',
  {
    id: 'getSubnet.agrees-with-blocks',
    method: 'platform.getSubnet',
    aspect: 'consistency',
    clauses: ['P.m.getSubnet', 'P.res.subnet'],
  },
  async (t) => {
    const m = completeChainModel(t);
    if (m.subnets.size === 0) t.skip(`no CreateSubnetTx in the ${m.blocksRead} blocks read`);
    await skipIfChainMoved(t, m);
    for (const s of [...m.subnets.values()].slice(0, 12)) {
      const r = await t.call('platform.getSubnet', { subnetID: s.id });
      const made = s.conversion
        ? `converted in block ${s.conversion.height}`
        : s.transformationTxId
          ? 'transformed'
          : `owned since tx ${s.ownerTxId}`;
      // An elastic subnet has no proof-of-authority owner to show (P.res.subnet.poa, held by getSubnet.non-poa-no-control-keys).
      if (!s.transformationTxId)
        t.verify(
          ownerText({ locktime: r.locktime, threshold: r.threshold, addresses: r.controlKeys }) === ownerText(s.owner),
          `subnet ${s.id} answers another owner than its blocks gave it (${made})`,
          {
            expected: ownerText(s.owner),
            received: ownerText({ locktime: r.locktime, threshold: r.threshold, addresses: r.controlKeys }),
            path: '$.result.controlKeys',
          },
        );
      t.verify(
        r.isPermissioned === (!s.conversion && !s.transformationTxId),
        `subnet ${s.id} is ${made}: isPermissioned must be ${!s.conversion && !s.transformationTxId}`,
        {
          expected: String(!s.conversion && !s.transformationTxId),
          received: String(r.isPermissioned),
          path: '$.result.isPermissioned',
        },
      );
      // An elastic subnet names its TransformSubnetTx; any other, the empty ID (or nothing).
      const transformation = r.subnetTransformationTxID ?? EMPTY_ID;
      t.verify(
        transformation === (s.transformationTxId ?? EMPTY_ID),
        `subnet ${s.id} names another transformation than its blocks hold (${made})`,
        {
          expected: s.transformationTxId ?? EMPTY_ID,
          received: transformation,
          path: '$.result.subnetTransformationTxID',
        },
      );
      if (s.conversion) {
        const want = `${s.conversion.managerChainId} ${s.conversion.managerAddress}`;
        const got = `${r.managerChainID} ${String(r.managerAddress).toLowerCase()}`;
        t.verify(
          got === want,
          `subnet ${s.id} answers another manager than its ConvertSubnetToL1Tx ${s.conversion.txId} named`,
          { expected: want, received: got, path: '$.result.managerChainID' },
        );
        t.verify(
          r.conversionID === s.conversion.conversionId,
          `subnet ${s.id} answers another conversionID than the hash of its ConvertSubnetToL1Tx's conversion data`,
          { expected: s.conversion.conversionId, received: String(r.conversionID), path: '$.result.conversionID' },
        );
      }
    }
  },
);
