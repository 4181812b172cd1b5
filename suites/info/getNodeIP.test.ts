// info.getNodeIP (spec/info-api.md): the IP and port the node advertises, held to what the other nodes of the run
// know it by.
import { z } from 'zod';
import { Peer } from '../../schemas/info/records.js';
import { check } from '../../src/check/check.js';
import { networkNodes, nodeName } from '../_support/node-local-info.js';

check(
  'getNodeIP answers an IP and port',
  { id: 'getNodeIP.host-port', method: 'info.getNodeIP', aspect: 'schema', clauses: ['I.info.getNodeIP'] },
  async (t) => {
    await t.call('info.getNodeIP', {});
  },
);

/** What this check reads of a peers answer: each record's nodeID and publicIP (peers.records judges the rest). */
const Listed = z.looseObject({ peers: z.array(Peer.pick({ nodeID: true, publicIP: true })) });

check(
  'the other nodes of the run that list the target name it at the IP getNodeIP answers',
  { id: 'getNodeIP.peers-agree', method: 'info.getNodeIP', aspect: 'consistency', clauses: ['I.info.getNodeIP.peers'] },
  async (t) => {
    const others = networkNodes(t).slice(1);
    if (!others.length)
      t.skip(
        'the run has one node: no other node lists it (give --target more than once, or --node-binary … --nodes N)',
      );
    const { nodeID } = await t.call('info.getNodeID', {});
    const { ip } = await t.call('info.getNodeIP', {});
    let judged = 0;
    for (const node of others) {
      const listed = t.ok(await t.rpc('info.peers', {}, { node }), Listed, `info.peers result from ${nodeName(node)}`);
      const i = listed.peers.findIndex((p) => p.nodeID === nodeID);
      const publicIP = listed.peers[i]?.publicIP;
      if (!publicIP) continue;
      judged++;
      t.verify(publicIP === ip, `${nodeName(node)} knows the target at another IP than its getNodeIP`, {
        expected: ip,
        received: publicIP,
        path: `$.result.peers[${i}].publicIP`,
        rpc: 'info.peers',
      });
    }
    if (!judged) t.skip(`no other node of the run lists the target (${nodeID}) with a publicIP`);
  },
);
