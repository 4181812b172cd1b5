// info.peers (spec/info-api.md): the connected peers, counted as listed, filtered as asked, counted as the health
// report's network check counts them, and listed both ways between the nodes of the run.
import { z } from 'zod';
import { check } from '../../src/check/check.js';
import { networkNodes, nodeName } from '../_support/node-local-info.js';

check(
  'peers lists each connected peer once, never the node itself, and numPeers counts them',
  { id: 'peers.count', method: 'info.peers', aspect: 'consistency', clauses: ['I.info.peers'] },
  async (t) => {
    const { nodeID } = await t.call('info.getNodeID', {});
    const r = await t.call('info.peers', {});
    t.equal(r.numPeers, String(r.peers.length), 'numPeers is not the number of peers listed', '$.result.numPeers');
    const ids = r.peers.map((p) => p.nodeID);
    const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
    t.verify(twice.length === 0, 'peers lists a node more than once', {
      expected: 'each node once',
      received: [...new Set(twice)].join(', '),
      path: '$.result.peers',
    });
    const self = ids.indexOf(nodeID);
    t.verify(self < 0, 'peers lists the node itself', {
      expected: `no peer ${nodeID}`,
      received: nodeID,
      path: `$.result.peers[${self}].nodeID`,
    });
  },
);

check(
  "each peer record holds the peer's addresses, ID, version, times, the uptime it observes (0 to 100), subnets and ACPs",
  { id: 'peers.records', method: 'info.peers', aspect: 'schema', clauses: ['I.info.peers.peer'] },
  async (t) => {
    const r = await t.call('info.peers', {});
    if (!r.peers.length) t.skip('the node has no connected peer: no record to judge');
    r.peers.forEach((p, i) =>
      t.verify(Number(p.observedUptime) <= 100, `peer ${p.nodeID} observes an uptime above 100 percent`, {
        expected: '0 to 100',
        received: p.observedUptime,
        path: `$.result.peers[${i}].observedUptime`,
      }),
    );
  },
);

check(
  'peers with nodeIDs lists only the connected peers among them',
  { id: 'peers.filter', method: 'info.peers', aspect: 'consistency', clauses: ['I.info.peers.filter'] },
  async (t) => {
    const all = await t.call('info.peers', {});
    // A peer the node lists, or else the node itself, which is never its own peer.
    const asked = [all.peers[0]?.nodeID ?? (await t.call('info.getNodeID', {})).nodeID];
    const r = await t.call('info.peers', { nodeIDs: asked });
    r.peers.forEach((p, i) =>
      t.verify(asked.includes(p.nodeID), `peers(nodeIDs: [${asked.join(', ')}]) lists another node`, {
        expected: `only ${asked.join(', ')}`,
        received: p.nodeID,
        path: `$.result.peers[${i}].nodeID`,
      }),
    );
    t.equal(r.numPeers, String(r.peers.length), 'numPeers is not the number of peers listed', '$.result.numPeers');
  },
);

/** The network check's count of connected peers, when its message gives one. */
const NetworkCheck = z.looseObject({
  checks: z.looseObject({
    network: z.looseObject({ message: z.looseObject({ connectedPeers: z.number() }) }).optional(),
  }),
});

check(
  "numPeers equals the connectedPeers of the health report's network check",
  { id: 'peers.health', method: 'info.peers', aspect: 'consistency', clauses: ['I.info.peers.health'] },
  async (t) => {
    const r = await t.call('info.peers', {});
    const health = t.ok(await t.rpc('health.health', {}), NetworkCheck);
    const counted = health.checks.network?.message.connectedPeers;
    if (counted === undefined) t.skip("the health report's network check gives no connectedPeers");
    t.equal(
      r.numPeers,
      String(counted),
      "peers counts other connected peers than the health report's network check",
      '$.result.numPeers',
    );
  },
);

check(
  'the nodes of the run list each other both ways, and each is listed by another',
  { id: 'peers.mutual', method: 'info.peers', aspect: 'consistency', clauses: ['I.info.peers.mutual'] },
  async (t) => {
    const nodes = networkNodes(t);
    if (nodes.length < 2)
      t.skip(
        'the run has one node: no other node to be listed by (give --target more than once, or --node-binary … --nodes N)',
      );
    const known = [];
    for (const node of nodes) {
      const { nodeID } = await t.call('info.getNodeID', {}, { node });
      const listed = (await t.call('info.peers', {}, { node })).peers.map((p) => p.nodeID);
      known.push({ node, nodeID, listed });
    }
    if (new Set(known.map((k) => k.nodeID)).size < known.length)
      t.skip('two nodes of the run are one node (the same nodeID): give each node once');
    for (const a of known) {
      for (const b of known)
        if (a !== b && b.listed.includes(a.nodeID))
          t.verify(
            a.listed.includes(b.nodeID),
            `${nodeName(b.node)} lists ${nodeName(a.node)} among its peers, but not the other way`,
            {
              expected: `a peer ${b.nodeID}`,
              received: a.listed.join(', ') || '(no peer)',
              path: '$.result.peers',
              rpc: 'info.peers',
            },
          );
      t.verify(
        known.some((b) => b !== a && b.listed.includes(a.nodeID)),
        `no other node of the run lists ${nodeName(a.node)}`,
        {
          expected: `${a.nodeID} among another node's peers`,
          received: 'listed by none',
          path: '$.result.peers',
          rpc: 'info.peers',
        },
      );
    }
  },
);
