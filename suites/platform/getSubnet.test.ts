import { NonPoaResult, Result } from '../../schemas/platform/getSubnet.js';
import { check } from '../../src/harness/check.js';
import { subnetOfKind, starved } from '../_support/inputs.js';

check('every subnet answers a subnet record', { id: 'getSubnet.schema', method: 'platform.getSubnet', aspect: 'schema', clauses: ['P.m.getSubnet', 'P.res.subnet', 'P.conv.address', 'P.conv.unix-seconds'] }, async (t) => {
  if (t.discovery.subnets.length === 0) starved(t, 'subnets', 'no subnet on this target');
  for (const s of t.discovery.subnets) t.ok(await t.rpc('platform.getSubnet', { subnetID: s.id }), Result);
});

check('a subnet that is not proof-of-authority has no control keys and threshold 0', { id: 'getSubnet.non-poa-no-control-keys', method: 'platform.getSubnet', aspect: 'schema', clauses: ['P.res.subnet.poa'] }, async (t) => {
  t.ok(await t.rpc('platform.getSubnet', { subnetID: subnetOfKind(t, 'elastic') }), NonPoaResult);
});

check('getSubnet without subnetID fails', { id: 'getSubnet.subnetID-required', method: 'platform.getSubnet', aspect: 'schema', clauses: ['P.m.getSubnet.required', 'P.err.envelope'] }, async (t) => {
  t.rpcError(await t.rpc('platform.getSubnet', {}));
});
