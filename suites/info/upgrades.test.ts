// info.upgrades (spec/info-api.md): the upgrade schedule, in activation order, and held to the P-Chain's own blocks:
// no tx lies in a block older than the upgrade that introduced its type.
import { check } from '../../src/check/check.js';
import { TX_TYPE_IDS_ADDED_BY, type CodecUpgrade } from '../../src/codec/codec-values.js';
import { UPGRADE_NAMES } from '../../src/targets/devnet.js';
import { chainModel } from '../_support/worker-chain-model.js';

/** The member naming an upgrade's time; v1.12.2 names Fortuna "fUpgrade". */
function timeMember(r: Record<string, unknown>, upgrade: string): string | undefined {
  return Object.hasOwn(r, `${upgrade}Time`)
    ? `${upgrade}Time`
    : upgrade === 'fortuna' && Object.hasOwn(r, 'fUpgradeTime')
      ? 'fUpgradeTime'
      : undefined;
}

check(
  'upgrades lists the times of the upgrades the release knows, oldest first, none before the one ahead of it',
  {
    id: 'upgrades.order',
    method: 'info.upgrades',
    aspect: 'consistency',
    clauses: ['I.info.upgrades', 'I.info.upgrades.order'],
  },
  async (t) => {
    const r = (await t.call('info.upgrades', {})) as Record<string, unknown>;
    const listed = UPGRADE_NAMES.map((u) => ({ upgrade: u, member: timeMember(r, u) }));
    // The release knows the upgrades up to its newest: a prefix of the activation order, without a gap.
    const known = listed.findIndex((u) => u.member === undefined);
    const gap = known < 0 ? -1 : listed.findIndex((u, i) => i > known && u.member !== undefined);
    t.verify(gap < 0, `upgrades lists ${listed[gap]?.upgrade} but not the ${listed[known]?.upgrade} before it`, {
      expected: `${listed[known]?.upgrade}Time`,
      received: '(absent)',
      path: `$.result.${listed[known]?.upgrade}Time`,
    });
    const times = listed
      .filter((u) => u.member !== undefined)
      .map((u) => ({ ...u, at: Date.parse(String(r[u.member!])) }));
    for (let i = 1; i < times.length; i++) {
      const [before, after] = [times[i - 1]!, times[i]!];
      t.verify(
        before.at <= after.at,
        `${after.upgrade} is scheduled before ${before.upgrade}, which activates ahead of it`,
        {
          expected: `>= ${String(r[before.member!])}`,
          received: String(r[after.member!]),
          path: `$.result.${after.member}`,
        },
      );
    }
  },
);

/** The upgrades that introduced tx types after Apricot's first ones, named as info.upgrades names their times. */
const TX_UPGRADES: ReadonlyArray<Exclude<CodecUpgrade, 'apricot'>> = ['banff', 'durango', 'etna', 'helicon'];

check(
  "no tx of the P-Chain's blocks lies in a block older than the upgrade that introduced its type, nor a Banff block before banffTime",
  {
    id: 'upgrades.agrees-with-blocks',
    method: 'info.upgrades',
    aspect: 'consistency',
    clauses: ['I.info.upgrades.tx-types'],
  },
  async (t) => {
    const m = chainModel(t);
    const r = (await t.call('info.upgrades', {})) as Record<string, unknown>;
    const upgradeOf = new Map<number, string>();
    for (const name of TX_UPGRADES) for (const id of TX_TYPE_IDS_ADDED_BY[name]) upgradeOf.set(id, name);
    const activation = (name: string) => {
      const member = timeMember(r, name);
      return member === undefined ? Infinity : Date.parse(String(r[member])) / 1000;
    };
    let judged = 0;
    const breached = new Set<string>();
    const judge = (name: string, height: number, what: string) => {
      const time = m.blockTimes.get(height);
      if (time === null || time === undefined) return;
      judged++;
      if (breached.has(name) || Number(time) >= activation(name)) return;
      breached.add(name);
      t.verify(
        false,
        `${what} lies in block ${height} of ${new Date(Number(time) * 1000).toISOString()}, before ${name} activates`,
        {
          expected: `${name}Time <= ${new Date(Number(time) * 1000).toISOString()}`,
          received: String(r[timeMember(r, name) ?? ''] ?? `(no ${name}Time)`),
          path: `$.result.${timeMember(r, name) ?? `${name}Time`}`,
        },
      );
    };
    // A block with a time is a Banff block (Apricot blocks carry none).
    for (const height of m.blockTimes.keys()) judge('banff', height, 'a Banff block');
    for (const tx of m.txs.values()) {
      const name = upgradeOf.get(tx.typeId);
      if (name) judge(name, tx.height, `tx ${tx.id} (type ${tx.typeId})`);
    }
    if (!judged) t.skip(`no Banff block among the ${m.blocksRead} blocks read`);
  },
);
