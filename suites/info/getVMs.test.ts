// info.getVMs (spec/info-api.md): the Primary Network's VMs and fxs by the IDs their names give them, and a VM for
// every Primary Network chain platform.getBlockchains lists.
import { check } from '../../src/check/check.js';
import { PRIMARY_FX_NAMES, PRIMARY_VM_ALIASES } from '../../src/spec/info-facts.js';
import { idOfName, primaryChains } from '../_support/node-local-info.js';

check(
  "getVMs lists the Primary Network's VMs and fxs under the IDs their names give them, and the VM of every Primary Network chain",
  {
    id: 'getVMs.primary',
    method: 'info.getVMs',
    aspect: 'consistency',
    clauses: ['I.info.getVMs', 'I.info.getVMs.primary'],
  },
  async (t) => {
    const { vms, fxs } = await t.call('info.getVMs', {});
    for (const [name, alias] of Object.entries(PRIMARY_VM_ALIASES)) {
      const id = idOfName(name);
      t.verify(vms[id]?.includes(alias), `getVMs does not list the ${name} VM (${id}) aliased ${alias}`, {
        expected: `${id}: [${alias}]`,
        received: vms[id] ? `[${vms[id].join(', ')}]` : '(absent)',
        path: `$.result.vms.${id}`,
      });
    }
    for (const [id, aliases] of Object.entries(vms))
      t.verify(!aliases.includes(id), `getVMs lists VM ${id} among its own aliases`, {
        expected: 'aliases other than the ID',
        received: id,
        path: `$.result.vms.${id}`,
      });
    for (const name of PRIMARY_FX_NAMES) {
      const id = idOfName(name);
      t.verify(fxs[id] === name, `getVMs does not list the ${name} fx (${id})`, {
        expected: name,
        received: fxs[id] ?? '(absent)',
        path: `$.result.fxs.${id}`,
      });
    }
    for (const c of await primaryChains(t))
      t.verify(Object.hasOwn(vms, c.vmID), `the ${c.name} (${c.id}) runs VM ${c.vmID}, which getVMs does not list`, {
        expected: `a VM ${c.vmID}`,
        received: Object.keys(vms).join(', '),
        path: '$.result.vms',
      });
  },
);
