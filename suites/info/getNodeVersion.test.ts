// info.getNodeVersion (spec/info-api.md): the node's build, and the VMs it names, held to getVMs.
import { check } from '../../src/check/check.js';

check(
  'getNodeVersion answers version, databaseVersion, rpcProtocolVersion, gitCommit and vmVersions in their forms',
  { id: 'getNodeVersion.schema', method: 'info.getNodeVersion', aspect: 'schema', clauses: ['I.info.getNodeVersion'] },
  async (t) => {
    await t.call('info.getNodeVersion', {});
  },
);

check(
  "each vmVersions member names a VM getVMs lists, by its primary alias, and the Primary Network's VMs have one each",
  {
    id: 'getNodeVersion.vm-versions-agree-with-getVMs',
    method: 'info.getNodeVersion',
    aspect: 'consistency',
    clauses: ['I.info.getNodeVersion.vm-versions', 'I.info.getVMs'],
  },
  async (t) => {
    const { vmVersions } = await t.call('info.getNodeVersion', {});
    const { vms } = await t.call('info.getVMs', {});
    // A VM's primary alias: the first alias getVMs lists for it, or its ID when it lists none.
    const primary = new Set(Object.entries(vms).map(([id, aliases]) => aliases[0] ?? id));
    for (const name of Object.keys(vmVersions))
      t.verify(primary.has(name), `vmVersions names ${name}, which is no VM getVMs lists (by its primary alias)`, {
        expected: `one of ${[...primary].join(', ')}`,
        received: name,
        path: `$.result.vmVersions.${name}`,
      });
    for (const alias of ['platform', 'avm', 'evm'])
      t.verify(Object.hasOwn(vmVersions, alias), `vmVersions has no version of the Primary Network's VM ${alias}`, {
        expected: `a member ${alias}`,
        received: Object.keys(vmVersions).join(', ') || '(none)',
        path: '$.result.vmVersions',
      });
  },
);
