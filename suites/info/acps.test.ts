// info.acps (spec/info-api.md): each ACP's support, objection and abstention weights, consistent among themselves and
// with the ACPs the connected peers say they support or object to (info.peers).
import { check } from '../../src/check/check.js';
import { validatorsAmong } from '../_support/node-local-info.js';

check(
  "acps' supporters and objectors are disjoint, weighed 0 exactly when none, and the weighed ACPs share one total",
  { id: 'acps.weights', method: 'info.acps', aspect: 'consistency', clauses: ['I.info.acps', 'I.info.acps.weights'] },
  async (t) => {
    const { acps } = await t.call('info.acps', {});
    const entries = Object.entries(acps);
    if (!entries.length) t.skip('the node lists no ACP (its release marks none current and no peer votes on one)');
    const totals: Array<{ acp: string; total: bigint }> = [];
    for (const [n, a] of entries) {
      const at = `$.result.acps.${n}`;
      const both = a.supporters.filter((id) => a.objectors.includes(id));
      t.verify(both.length === 0, `ACP ${n} counts a node as supporter and objector`, {
        expected: 'disjoint supporters and objectors',
        received: both.join(', '),
        path: `${at}.objectors`,
      });
      for (const [weight, list] of [
        ['supportWeight', 'supporters'],
        ['objectWeight', 'objectors'],
      ] as const)
        t.verify(
          (BigInt(a[weight]) === 0n) === (a[list].length === 0),
          `ACP ${n}'s ${weight} does not follow its ${list}`,
          {
            expected: a[list].length ? `> 0 (${a[list].length} ${list})` : '0 (no one)',
            received: a[weight],
            path: `${at}.${weight}`,
          },
        );
      if (BigInt(a.abstainWeight) > 0n)
        totals.push({ acp: n, total: BigInt(a.supportWeight) + BigInt(a.objectWeight) + BigInt(a.abstainWeight) });
    }
    const total = totals[0]?.total;
    if (total === undefined) return;
    for (const x of totals)
      t.verify(x.total === total, `ACP ${x.acp}'s weights add up to another total than ACP ${totals[0]!.acp}'s`, {
        expected: String(total),
        received: String(x.total),
        path: `$.result.acps.${x.acp}`,
      });
    for (const [n, a] of entries)
      t.verify(
        BigInt(a.supportWeight) + BigInt(a.objectWeight) <= total,
        `ACP ${n}'s support and objection exceed the total weight`,
        {
          expected: `<= ${total}`,
          received: String(BigInt(a.supportWeight) + BigInt(a.objectWeight)),
          path: `$.result.acps.${n}`,
        },
      );
  },
);

check(
  "an ACP's supporters and objectors are the connected peers that say so in their peer records",
  { id: 'acps.agrees-with-peers', method: 'info.acps', aspect: 'consistency', clauses: ['I.info.acps.peers'] },
  async (t) => {
    const { peers } = await t.call('info.peers', {});
    const { acps } = await t.call('info.acps', {});
    const voted = Object.values(acps).some((a) => a.supporters.length || a.objectors.length);
    if (!voted && !peers.some((p) => p.supportedACPs.length || p.objectedACPs.length))
      t.skip('no connected peer supports or objects to an ACP');
    const byId = new Map(peers.map((p) => [p.nodeID, p]));
    // The node counts the peers it weighs: validators (the P-Chain's current ones, on a node with sybil protection on).
    const validators = new Set(
      (
        await validatorsAmong(
          t,
          peers.map((p) => p.nodeID),
        )
      ).map((v) => v.nodeID),
    );
    for (const [n, a] of Object.entries(acps))
      for (const [list, stance] of [
        ['supporters', 'supportedACPs'],
        ['objectors', 'objectedACPs'],
      ] as const)
        a[list].forEach((id, i) => {
          const peer = byId.get(id);
          t.verify(
            peer?.[stance].map(Number).includes(Number(n)),
            `${id} is counted among ACP ${n}'s ${list}, but no peer record of it says so`,
            {
              expected: `a connected peer ${id} listing ${n} in ${stance}`,
              received: peer ? `${stance} [${peer[stance].join(', ')}]` : 'no connected peer',
              path: `$.result.acps.${n}.${list}[${i}]`,
            },
          );
        });
    for (const p of peers.filter((x) => validators.has(x.nodeID)))
      for (const [stance, list] of [
        ['supportedACPs', 'supporters'],
        ['objectedACPs', 'objectors'],
      ] as const)
        for (const n of p[stance]) {
          const acp = acps[String(n)];
          t.verify(
            acp?.[list].includes(p.nodeID),
            `peer ${p.nodeID} lists ACP ${n} in ${stance}, but acps does not count it`,
            {
              expected: `${p.nodeID} among ACP ${n}'s ${list}`,
              received: acp ? `[${acp[list].join(', ')}]` : `no ACP ${n}`,
              path: `$.result.acps.${n}.${list}`,
            },
          );
        }
  },
);
