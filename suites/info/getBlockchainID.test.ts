// info.getBlockchainID (spec/info-api.md): the Primary Network's aliases, held to the chains platform.getBlockchains
// lists and the VMs getVMs aliases; an alias no chain has is an error.
import { check } from '../../src/check/check.js';
import { PRIMARY_NETWORK_ID } from '../../src/spec/api-paths.js';
import { primaryChains } from '../_support/node-local-info.js';

/** The aliases of the X- and C-Chain (genesis/aliases.go), each pair's second also its VM's alias in getVMs. */
const CHAIN_ALIASES = [
  ['X', 'avm'],
  ['C', 'evm'],
] as const;

check(
  "getBlockchainID resolves P, X, C and their other aliases to the chains getBlockchains lists, and a chain's ID to itself",
  {
    id: 'getBlockchainID.primary-aliases',
    method: 'info.getBlockchainID',
    aspect: 'consistency',
    clauses: ['I.info.getBlockchainID', 'I.info.getBlockchainID.primary'],
  },
  async (t) => {
    const chains = await primaryChains(t);
    const { vms } = await t.call('info.getVMs', {});
    const resolve = async (alias: string, want: string, why: string) => {
      const { blockchainID } = await t.call('info.getBlockchainID', { alias });
      t.verify(blockchainID === want, `getBlockchainID(${JSON.stringify(alias)}) does not answer ${why}`, {
        expected: want,
        received: blockchainID,
        path: '$.result.blockchainID',
      });
    };
    for (const alias of ['P', 'platform', PRIMARY_NETWORK_ID]) await resolve(alias, PRIMARY_NETWORK_ID, 'the P-Chain');
    for (const [alias, vmAlias] of CHAIN_ALIASES) {
      const vmId = Object.entries(vms).find(([, aliases]) => aliases.includes(vmAlias))?.[0];
      if (
        !t.verify(vmId, `getVMs lists no VM aliased ${vmAlias}`, {
          expected: vmAlias,
          received: 'no such alias',
          path: '$.result.vms',
          rpc: 'info.getVMs',
        })
      )
        continue;
      const chain = chains.find((c) => c.vmID === vmId);
      if (
        !t.verify(chain, `getBlockchains lists no Primary Network chain of the ${vmAlias} VM (${vmId})`, {
          expected: `a chain of VM ${vmId}`,
          received: chains.map((c) => `${c.name} ${c.vmID}`).join(', ') || '(none)',
          path: '$.result.blockchains',
          rpc: 'platform.getBlockchains',
        })
      )
        continue;
      for (const a of [alias, vmAlias, chain!.id]) await resolve(a, chain!.id, `${chain!.name} (${chain!.id})`);
    }
  },
);

check(
  'getBlockchainID of an alias no chain has, or of none, answers an error',
  {
    id: 'getBlockchainID.unknown-alias',
    method: 'info.getBlockchainID',
    aspect: 'robustness',
    clauses: ['I.info.getBlockchainID.unknown'],
  },
  async (t) => {
    for (const alias of ['avaconform-no-such-chain', '']) t.rpcError(await t.rpc('info.getBlockchainID', { alias }));
  },
);
