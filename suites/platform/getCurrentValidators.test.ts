// Current validators: fields per subnet kind, delegators only for exactly one node ID, unknown node IDs left out.
import { z } from 'zod';
import { L1Result, PrimaryManyNodesResult, SubnetResult } from '../../schemas/platform/getCurrentValidators.js';
import { Delegator, L1Validator, OutputOwners } from '../../schemas/platform/records.js';
import { NodeId, Uint64 } from '../../schemas/primitives.js';
import { check } from '../../src/check/check.js';
import { encodeNodeId } from '../../src/encoding/cb58.js';
import { sha256 } from '../../src/encoding/checksum.js';
import { primaryValidators, subnetOfKind } from '../_support/inputs.js';
import { chainModel, ownerText, skipIfChainMoved } from '../_support/worker-chain-model.js';
import { PRIMARY_NETWORK_ID } from '../../src/spec/api-paths.js';

check(
  'Primary Network validators carry the primary fields and no delegators when nodeIDs is omitted',
  {
    id: 'getCurrentValidators.primary',
    method: 'platform.getCurrentValidators',
    aspect: 'schema',
    clauses: [
      'P.m.getCurrentValidators',
      'P.res.current-validator',
      'P.res.current-validator.primary',
      'P.res.current-validator.delegators',
      'P.conv.nodeid',
      'P.conv.unix-seconds',
      'P.res.output-owners',
    ],
  },
  async (t) => {
    t.ok(await t.rpc('platform.getCurrentValidators', {}), PrimaryManyNodesResult);
  },
);

/** What the node-ID rules read of an answer: node IDs and whether delegators are there. */
const Outline = z.looseObject({
  validators: z.array(
    z.looseObject({
      nodeID: NodeId,
      weight: Uint64,
      delegatorCount: Uint64.optional(),
      delegators: z.array(Delegator).optional(),
    }),
  ),
});

check(
  'exactly one nodeID answers that validator, and the delegators it may list are its own, delegatorCount of them',
  {
    id: 'getCurrentValidators.one-nodeID-delegators',
    method: 'platform.getCurrentValidators',
    aspect: 'schema',
    clauses: ['P.res.current-validator.delegators', 'P.res.delegator', 'P.m.getCurrentValidators'],
  },
  async (t) => {
    const v = primaryValidators(t).find((x) => (x.delegatorCount ?? 0) > 0) ?? primaryValidators(t)[0]!;
    const r = t.ok(await t.rpc('platform.getCurrentValidators', { nodeIDs: [v.nodeId] }), Outline);
    t.equal(
      r.validators.map((x) => x.nodeID),
      [v.nodeId],
      'the one requested validator must come back',
      '$.result.validators[*].nodeID',
    );
    // "Only when" permits the delegators then without requiring them: listed, they are this validator's, all of them.
    const answered = r.validators[0];
    if (answered?.delegators === undefined) return;
    answered.delegators.forEach((d, i) =>
      t.verify(d.nodeID === v.nodeId, `a delegator listed under ${v.nodeId} delegates to another node`, {
        expected: v.nodeId,
        received: d.nodeID,
        path: `$.result.validators[0].delegators[${i}].nodeID`,
      }),
    );
    if (answered.delegatorCount !== undefined)
      t.verify(
        BigInt(answered.delegators.length) === answered.delegatorCount,
        `${v.nodeId} lists another number of delegators than its delegatorCount`,
        {
          expected: String(answered.delegatorCount),
          received: String(answered.delegators.length),
          path: '$.result.validators[0].delegators',
        },
      );
  },
);

check(
  'two nodeIDs answer both validators without delegators',
  {
    id: 'getCurrentValidators.two-nodeIDs',
    method: 'platform.getCurrentValidators',
    aspect: 'schema',
    clauses: ['P.res.current-validator.delegators'],
  },
  async (t) => {
    const vs = primaryValidators(t);
    if (vs.length < 2) t.skip('fewer than two Primary Network validators');
    const r = t.ok(await t.rpc('platform.getCurrentValidators', { nodeIDs: [vs[0]!.nodeId, vs[1]!.nodeId] }), Outline);
    r.validators.forEach((x, i) =>
      t.assert(x.delegators === undefined, 'delegators must be absent unless exactly one node ID is asked for', {
        expected: 'no delegators member',
        received: `${x.delegators?.length} delegators`,
        path: `$.result.validators[${i}].delegators`,
      }),
    );
  },
);

check(
  'a nodeID that is not a current validator is left out',
  {
    id: 'getCurrentValidators.unknown-nodeID-left-out',
    method: 'platform.getCurrentValidators',
    aspect: 'schema',
    clauses: ['P.m.getCurrentValidators.nodeIDs'],
  },
  async (t) => {
    const v = primaryValidators(t)[0]!;
    const stranger = encodeNodeId(sha256(new TextEncoder().encode('a node that validates nothing')).subarray(0, 20));
    const r = t.ok(await t.rpc('platform.getCurrentValidators', { nodeIDs: [v.nodeId, stranger] }), Outline);
    t.assert(!r.validators.some((x) => x.nodeID === stranger), 'a node ID that is not a validator came back', {
      expected: 'left out',
      received: stranger,
      path: '$.result.validators',
    });
  },
);

check(
  'an L1 answers L1 validators (no endTime) beside legacy validators',
  {
    id: 'getCurrentValidators.l1',
    method: 'platform.getCurrentValidators',
    aspect: 'schema',
    clauses: ['P.res.current-validator.l1', 'P.res.current-validator.mixed-l1', 'P.conv.bytes-hex'],
  },
  async (t) => {
    const r = t.ok(await t.rpc('platform.getCurrentValidators', { subnetID: subnetOfKind(t, 'l1') }), L1Result);
    // Validators carrying a validationID are L1 validators: their own rule (no endTime) applies.
    r.validators.forEach((v, i) => {
      if ('validationID' in v && v.validationID !== undefined) t.parse(L1Validator, v, `$.result.validators[${i}]`);
    });
  },
);

check(
  'a permissioned subnet answers its validators with the common fields and endTime',
  {
    id: 'getCurrentValidators.permissioned-subnet',
    method: 'platform.getCurrentValidators',
    aspect: 'schema',
    clauses: ['P.res.current-validator', 'P.m.getCurrentValidators'],
  },
  async (t) => {
    t.ok(await t.rpc('platform.getCurrentValidators', { subnetID: subnetOfKind(t, 'permissioned') }), SubnetResult);
  },
);

/** What the model check reads of a validator (members the node form may lack are optional). */
const Staked = z.looseObject({
  validators: z.array(
    z.looseObject({
      txID: z.string().optional(),
      nodeID: NodeId,
      weight: Uint64,
      startTime: Uint64,
      endTime: Uint64.optional(),
      validationRewardOwner: OutputOwners.optional(),
      delegationRewardOwner: OutputOwners.optional(),
      delegationFee: z.string().optional(),
      // proofOfPosession as the spec spells it; the node's spelling is read too (its own deviation judges the name).
      signer: z
        .looseObject({
          publicKey: z.string(),
          proofOfPosession: z.string().optional(),
          proofOfPossession: z.string().optional(),
        })
        .optional(),
    }),
  ),
});

check(
  "each validator whose staking tx a block holds answers that tx's node, weight, period and owners, and every staker the blocks started and did not end is listed",
  {
    id: 'getCurrentValidators.agrees-with-blocks',
    method: 'platform.getCurrentValidators',
    aspect: 'consistency',
    clauses: ['P.m.getCurrentValidators', 'P.res.current-validator', 'P.res.current-validator.primary'],
  },
  async (t) => {
    const m = chainModel(t);
    const modelled = [...m.stakers.values()].filter((s) => s.kind !== 'delegator');
    if (modelled.length === 0) t.skip(`no validator's staking tx in the ${m.blocksRead} blocks read`);
    await skipIfChainMoved(t, m);
    const subnets = [...new Set(modelled.map((s) => s.subnetId))].slice(0, 5);
    for (const subnetId of subnets) {
      const r = t.ok(
        await t.rpc('platform.getCurrentValidators', subnetId === PRIMARY_NETWORK_ID ? {} : { subnetID: subnetId }),
        Staked,
      );
      const listed = new Set<string>();
      r.validators.forEach((v, i) => {
        const s = v.txID === undefined ? undefined : m.stakers.get(v.txID);
        if (!s) return;
        listed.add(s.txId);
        const path = `$.result.validators[${i}]`;
        const block = m.txs.get(s.txId)!.height;
        t.verify(
          s.endedAt === undefined,
          `validator ${s.txId} is listed, but block ${s.endedAt} ended it (a reward, or a subnet validator's removal)`,
          { expected: 'not listed', received: s.txId, path },
        );
        // An auto-renewed validator's end is that of the cycle under way, which every block since it started fixes; its
        // weight grows by the rewards a renewal restakes, which no block carries.
        const fixedEnd = s.period === undefined || m.complete;
        const fixedWeight = s.period === undefined || (m.complete && !s.restaked);
        const got = {
          subnetID: subnetId,
          nodeID: v.nodeID,
          ...(fixedWeight ? { weight: String(v.weight) } : {}),
          ...(fixedEnd ? { endTime: String(v.endTime ?? '') } : {}),
        };
        const want = {
          subnetID: s.subnetId,
          nodeID: s.nodeId,
          ...(fixedWeight ? { weight: String(s.weight) } : {}),
          ...(fixedEnd ? { endTime: String(s.end) } : {}),
        };
        t.verify(
          JSON.stringify(got) === JSON.stringify(want),
          `validator ${s.txId} answers otherwise than its staking tx in block ${block}`,
          { expected: JSON.stringify(want), received: JSON.stringify(got), path },
        );
        // Since Durango a staker starts at the time of the block that accepted it; before, at the tx's start time.
        const starts = [String(s.start), String(m.blockTimes.get(block) ?? '')];
        t.verify(
          starts.includes(String(v.startTime)),
          `validator ${s.txId} starts neither at its tx's start time nor at the time of its block ${block}`,
          { expected: starts.join(' or '), received: String(v.startTime), path: `${path}.startTime` },
        );
        if (s.kind !== 'validator' || subnetId !== PRIMARY_NETWORK_ID) return;
        for (const [member, owner] of [
          ['validationRewardOwner', s.rewardOwner],
          ['delegationRewardOwner', s.delegationOwner],
        ] as const) {
          const answered = v[member];
          if (owner && answered)
            t.verify(
              ownerText(answered) === ownerText(owner),
              `validator ${s.txId} answers another ${member} than its staking tx in block ${block}`,
              { expected: ownerText(owner), received: ownerText(answered), path: `${path}.${member}` },
            );
        }
        // The BLS key and proof of possession its tx registered (signer absent for a validator registered without one).
        if (s.bls !== undefined) {
          const answered = v.signer
            ? `${v.signer.publicKey} ${v.signer.proofOfPosession ?? v.signer.proofOfPossession}`.toLowerCase()
            : 'no signer';
          const registered = s.bls ? `${s.bls.publicKey} ${s.bls.proofOfPossession}` : 'no signer';
          t.verify(
            answered === registered,
            `validator ${s.txId} answers another BLS signer than its staking tx in block ${block} registered`,
            { expected: registered, received: answered, path: `${path}.signer` },
          );
        }
        // delegationFee is a percentage with four decimals: shares (parts of 1,000,000) / 10,000.
        if (s.shares !== undefined && v.delegationFee !== undefined)
          t.verify(
            Math.abs(Number(v.delegationFee) - s.shares / 10_000) < 0.00005,
            `validator ${s.txId} answers another delegation fee than its staking tx's shares (${s.shares} / 1,000,000)`,
            { expected: (s.shares / 10_000).toFixed(4), received: v.delegationFee, path: `${path}.delegationFee` },
          );
      });
      if (!m.complete) continue;
      for (const s of modelled)
        if (s.subnetId === subnetId && s.endedAt === undefined)
          t.verify(
            listed.has(s.txId),
            `validator ${s.txId} (${s.nodeId}), started in block ${m.txs.get(s.txId)!.height} and never rewarded, is not listed`,
            { expected: s.txId, received: `${r.validators.length} validators without it`, path: '$.result.validators' },
          );
    }
  },
);

/** What the delegator check reads of a validator asked for alone. */
const Delegated = z.looseObject({
  validators: z.array(
    z.looseObject({
      nodeID: NodeId,
      delegatorCount: Uint64.optional(),
      delegatorWeight: Uint64.optional(),
      delegators: z
        .array(
          z.looseObject({
            txID: z.string(),
            nodeID: NodeId,
            weight: Uint64,
            startTime: Uint64,
            endTime: Uint64,
            rewardOwner: OutputOwners.optional(),
          }),
        )
        .optional(),
    }),
  ),
});

check(
  'a validator asked for alone lists the delegators the blocks started and did not end, each as its tx says, and counts and weighs them',
  {
    id: 'getCurrentValidators.delegators-agree-with-blocks',
    method: 'platform.getCurrentValidators',
    aspect: 'consistency',
    clauses: ['P.m.getCurrentValidators', 'P.res.current-validator.delegators', 'P.res.delegator'],
  },
  async (t) => {
    const m = chainModel(t);
    const delegations = [...m.stakers.values()].filter(
      (s) => s.kind === 'delegator' && s.subnetId === PRIMARY_NETWORK_ID,
    );
    // The nodes the blocks delegated to, then validators discovery saw delegated to (their counts and weights hold all the same).
    const nodes = [
      ...new Set([
        ...delegations.map((d) => d.nodeId),
        ...primaryValidators(t)
          .filter((v) => (v.delegatorCount ?? 0) > 0)
          .map((v) => v.nodeId),
      ]),
    ].slice(0, 8);
    if (nodes.length === 0)
      t.skip(`no delegation in the ${m.blocksRead} blocks read, and no current validator with delegators`);
    await skipIfChainMoved(t, m);
    for (const node of nodes) {
      const r = t.ok(await t.rpc('platform.getCurrentValidators', { nodeIDs: [node] }), Delegated);
      const i = r.validators.findIndex((v) => v.nodeID === node);
      const open = delegations.filter((d) => d.nodeId === node && d.endedAt === undefined);
      if (i < 0) {
        t.verify(
          open.length === 0 || !m.complete,
          `validator ${node} is not listed, though the blocks started delegations to it that no block ended`,
          { expected: node, received: 'not listed', path: '$.result.validators' },
        );
        continue;
      }
      const v = r.validators[i]!;
      const at = `$.result.validators[${i}]`;
      const listed = v.delegators ?? [];
      if (v.delegatorCount !== undefined)
        t.verify(
          v.delegatorCount === BigInt(listed.length),
          `delegatorCount of ${node} does not count the delegators listed`,
          { expected: String(listed.length), received: String(v.delegatorCount), path: `${at}.delegatorCount` },
        );
      const weight = listed.reduce((s, d) => s + d.weight, 0n);
      if (v.delegatorWeight !== undefined)
        t.verify(
          v.delegatorWeight === weight,
          `delegatorWeight of ${node} is not the sum of the listed delegators' weights`,
          { expected: String(weight), received: String(v.delegatorWeight), path: `${at}.delegatorWeight` },
        );
      listed.forEach((d, j) => {
        const s = m.stakers.get(d.txID);
        if (!s) return;
        const path = `${at}.delegators[${j}]`;
        const block = m.txs.get(s.txId)!.height;
        t.verify(
          s.endedAt === undefined,
          `delegator ${s.txId} is listed, but block ${s.endedAt} rewarded it and so ended it`,
          { expected: 'not listed', received: s.txId, path },
        );
        const got = {
          nodeID: d.nodeID,
          weight: String(d.weight),
          endTime: String(d.endTime),
          ...(d.rewardOwner ? { rewardOwner: ownerText(d.rewardOwner) } : {}),
        };
        const want = {
          nodeID: s.nodeId,
          weight: String(s.weight),
          endTime: String(s.end),
          ...(d.rewardOwner && s.rewardOwner ? { rewardOwner: ownerText(s.rewardOwner) } : {}),
        };
        t.verify(
          JSON.stringify(got) === JSON.stringify(want),
          `delegator ${s.txId} answers otherwise than its tx in block ${block}`,
          { expected: JSON.stringify(want), received: JSON.stringify(got), path },
        );
        const starts = [String(s.start), String(m.blockTimes.get(block) ?? '')];
        t.verify(
          starts.includes(String(d.startTime)),
          `delegator ${s.txId} starts neither at its tx's start time nor at the time of its block ${block}`,
          { expected: starts.join(' or '), received: String(d.startTime), path: `${path}.startTime` },
        );
      });
      if (m.complete)
        for (const d of open)
          t.verify(
            listed.some((x) => x.txID === d.txId),
            `delegator ${d.txId}, started in block ${m.txs.get(d.txId)!.height} and never rewarded, is not listed under ${node}`,
            { expected: d.txId, received: `${listed.length} delegators without it`, path: `${at}.delegators` },
          );
    }
  },
);
