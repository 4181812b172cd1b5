// After each command, every method that reports the state it may have changed is asked, and each answer is held to
// the model: tx statuses (every tx the sequence committed or saw refused), the height and the block that holds a new
// tx, its bytes, the tracked addresses' UTXOs and balances, the sequence's subnets, chains, subnet validators and L1
// validators, the chains each subnet validates, the stake and supply (observe-stake.ts), both fee states, and the
// validator sets at the heights the chain has accepted.
import { decodeBlock, decodeUtxo } from '../codec/codec.js';
import { decodeProposerBlock } from '../codec/proposervm.js';
import { cb58Encode } from '../encoding/cb58.js';
import { decodeHexChecksum } from '../encoding/hex.js';
import { isJsonObject, type Json } from '../json/lossless.js';
import { HEALTH_PATH, P_BLOCK_INDEX_PATH, PRIMARY_NETWORK_ID } from '../spec/api-paths.js';
import { settleStakeEnds, type CommandRun } from './commands.js';
import { asker, sortedText, text, type Ask, type Verify } from './ask.js';
import { observeStake } from './observe-stake.js';

/** Blocks read to find the one holding a new tx (a node may have built others in between). */
const MAX_BLOCKS_SCANNED = 20;
/** Past heights whose sets are asked again after each command (the newest). */
const MAX_PAST_SETS = 6;

/** What the command before changed, for the observations that only apply then. */
export interface Change {
  heightBefore: bigint;
  /** IDs of the txs this command committed. */
  committed: string[];
  /** Whether the command issued only txs the rules refuse. */
  refusedOnly: boolean;
}

/** The P-Chain's health check's consensus report: its last accepted block's height and ID. */
function pChainConsensus(result: Record<string, Json> | undefined): { height: bigint; id: string } | null {
  const checks = result && isJsonObject(result.checks) ? result.checks : {};
  const p = isJsonObject(checks.P) && isJsonObject(checks.P.message) ? checks.P.message : {};
  const consensus = isJsonObject(p.engine) && isJsonObject(p.engine.consensus) ? p.engine.consensus : {};
  const { lastAcceptedHeight: h, lastAcceptedID: id } = consensus;
  return (typeof h === 'number' || typeof h === 'string') && typeof id === 'string' ? { height: BigInt(h), id } : null;
}

/** Slack for the time between reading a height and asking, on the bounds time decides. */
const ASK_MARGIN_MS = 2_000;

async function observeHealth(ask: Ask, m: CommandRun['model'], heightAfter: bigint): Promise<void> {
  const askedAt = Date.now();
  const health = await ask('health.health', {}, HEALTH_PATH);
  const reported = pChainConsensus(health.result);
  // A node whose health report names no P-Chain block (an older release, a filtered report) reaches no assertion.
  if (!reported) return;
  // Its checks run every period: a height read a period (and a margin) before the ask is at most the one it names.
  const period = m.facts.healthCheckPeriodMs;
  const seen =
    period === null
      ? null
      : (m.heightsRead
          .filter((r) => r.atMs <= askedAt - period - ASK_MARGIN_MS)
          .map((r) => r.height)
          .pop() ?? null);
  const before = m.healthHeight ?? 0n;
  const least = seen !== null && seen > before ? seen : before;
  health.verify('stateful.health.p-chain-last-accepted', reported.height <= heightAfter && reported.height >= least, {
    summary:
      reported.height > heightAfter
        ? "the P-Chain's health check names a block above the accepted height"
        : reported.height < before
          ? "the P-Chain's health check went back to an older block"
          : `the P-Chain's health check names a block older than its period (${period} ms) allows`,
    code: 'state.health-follows-chain',
    expected: `${least}..${heightAfter}${seen !== null && seen > before ? ` (the height ${seen} was read over ${period} ms before)` : ''}`,
    received: String(reported.height),
    path: '$.result.checks.P.message.engine.consensus.lastAcceptedHeight',
  });
  m.healthHeight = reported.height;
  // Its ID: that of the container the block index holds at its height (each accepted block indexed once, in order).
  const last = m.lastIndexed;
  if (!last || reported.height > last.height || last.height - reported.height > last.index) return;
  const index = last.index - (last.height - reported.height);
  const c = await ask('index.getContainerByIndex', { index: String(index), encoding: 'hex' }, P_BLOCK_INDEX_PATH);
  if (!c.result) return;
  health.verify('stateful.health.p-chain-last-accepted', c.result.id === reported.id, {
    summary: `the P-Chain's health check names its block at height ${reported.height} by another ID than the block index's`,
    code: 'state.health-follows-chain',
    expected: `${String(c.result.id)} (the index's container ${index})`,
    received: reported.id,
    path: '$.result.checks.P.message.engine.consensus.lastAcceptedID',
  });
}

/**
 * The proposer window, AvalancheGo's (vms/platformvm/validators/manager.go, the same from v1.12.1 to master): the
 * proposed height is the height before the oldest block accepted in the last 30 s, kept at most 64 blocks back, or the
 * height itself when none was. So it is no lower than 64 below the height, nor than a height read more than 30 s
 * (and a margin for the ask) before it was asked. The mock's time moves only by the commands: there, the block bound alone.
 */
const PROPOSER_WINDOW = { ttlMs: 30_000, maxBlocks: 64n };

function proposerWindowFloor(
  m: CommandRun['model'],
  heightAfter: bigint,
  askedAt: number,
  onMock: boolean,
): { height: bigint; why: string } {
  const byBlocks = heightAfter - PROPOSER_WINDOW.maxBlocks;
  let floor = { height: byBlocks, why: `${PROPOSER_WINDOW.maxBlocks} blocks below the height ${heightAfter}` };
  if (onMock) return floor;
  const old = askedAt - PROPOSER_WINDOW.ttlMs - ASK_MARGIN_MS;
  for (const r of m.heightsRead)
    if (r.atMs <= old && r.height > floor.height)
      floor = {
        height: r.height,
        why: `the height ${r.height}, read ${((askedAt - r.atMs) / 1000).toFixed(1)} s before, past the window's 30 s`,
      };
  return floor;
}

/** A validator set as getValidatorsAt answers it: {validators: {nodeID: weight}} (the spec), or a bare {nodeID: {publicKey, weight}} (AvalancheGo). */
type ValidatorSet = Map<string, { weight: string; publicKey: string | null }>;

function validatorSet(result: Record<string, Json>): ValidatorSet {
  const members = isJsonObject(result.validators) ? result.validators : result;
  const set: ValidatorSet = new Map();
  for (const [nodeId, v] of Object.entries(members))
    set.set(
      nodeId,
      isJsonObject(v)
        ? { weight: String(v.weight), publicKey: typeof v.publicKey === 'string' ? v.publicKey : null }
        : { weight: String(v), publicKey: null },
    );
  return set;
}

/** A set as text: every member's node ID, weight and BLS key (a key lost from a past set is a change). */
const setText = (set: ValidatorSet): string =>
  sortedText([...set].map(([id, v]) => `${id}=${v.weight}${v.publicKey ? `/${v.publicKey}` : ''}`));

/** The set at a height a command reached holds the sequence's validators as the model has them. */
function judgeNewSet(m: CommandRun['model'], subnetID: string, at: bigint, set: ValidatorSet, verify: Verify): void {
  const weights = (s: ValidatorSet, ids: Iterable<string>) =>
    sortedText([...ids].map((id) => `${id}=${s.get(id)?.weight ?? 'absent'}`));
  const check = 'stateful.getValidatorsAt.new-height-follows';
  const path = '$.result';
  if (subnetID === PRIMARY_NETWORK_ID) {
    if (!m.stakers.length) return;
    const want = sortedText(
      m.stakers.map(
        (st) => `${st.nodeId}=${st.ended ? 'absent' : st.weight + st.delegators.reduce((x, d) => x + d.weight, 0n)}`,
      ),
    );
    const got = weights(
      set,
      m.stakers.map((st) => st.nodeId),
    );
    verify(check, got === want, {
      summary: `the Primary Network's set at height ${at} does not hold the sequence's current stakers with their delegations, or holds one whose stake ended`,
      code: 'state.follows',
      expected: want,
      received: got,
      path,
    });
    return;
  }
  const s = m.subnets.find((x) => x.id === subnetID);
  if (!s) return;
  // An L1's: its legacy validators and its active L1 validators, at their weights. AvalancheGo counts the weight of its
  // inactive ones under the empty node ID (no key), which the mock does not list: that member is not compared.
  const active = (s.l1?.validators ?? []).filter((v) => !v.removed && !v.disabled);
  const want = sortedText([
    ...[...s.validators].map(([id, w]) => `${id}=${w}`),
    ...active.map((v) => `${v.nodeId}=${v.weight}`),
  ]);
  const got = sortedText([...set].filter(([id]) => id !== EMPTY_NODE_ID).map(([id, v]) => `${id}=${v.weight}`));
  verify(check, got === want, {
    summary: s.l1
      ? `the set of the L1 ${subnetID} at height ${at} is not its legacy and active L1 validators, with their weights`
      : `the set of the subnet ${subnetID} at height ${at} is not the validators the sequence added, with their weights`,
    code: 'state.follows',
    expected: want,
    received: got,
    path,
  });
}

/**
 * The remaining balance of each active L1 validator a weight of 0 removed: a UTXO of the removing tx, after its outputs,
 * owned by its remaining-balance owner, worth more than nothing and no more than it held when last answered.
 */
async function observeRefunds(ask: Ask, s: CommandRun['model']['subnets'][number]): Promise<void> {
  for (const v of s.l1?.validators ?? []) {
    const refund = v.removed?.refund;
    if (!refund) continue;
    const u = await ask('platform.getUTXOs', { addresses: [v.owner], limit: 1024, encoding: 'hex' });
    if (!u.result || !Array.isArray(u.result.utxos)) continue;
    let amount: bigint | null = null;
    for (const hex of u.result.utxos)
      try {
        const utxo = decodeUtxo(decodeHexChecksum(String(hex)));
        if (cb58Encode(utxo.utxoId) === refund.utxoId) amount = utxo.output.amount;
      } catch {
        // An unreadable UTXO is judged by the getUTXOs checks.
      }
    u.verify('stateful.getUTXOs.l1-refund', amount !== null && amount > 0n && amount <= refund.atMost, {
      summary: `the remaining balance of the removed L1 validator ${v.validationId} is a UTXO ${refund.utxoId} of its owner ${v.owner}`,
      code: 'state.follows',
      expected: `${refund.utxoId} worth 1..${refund.atMost}`,
      received: amount === null ? 'not listed' : `${refund.utxoId} worth ${amount}`,
      path: '$.result.utxos',
    });
  }
}

/** The node ID AvalancheGo lists an L1's inactive validators' weight under. */
const EMPTY_NODE_ID = 'NodeID-111111111111111111116DBWJs';

/** Seconds before a short stake's end from which the observations wait for it to end (on a node). */
const STAKE_END_HORIZON_S = 3;

export async function observe(r: CommandRun, change: Change): Promise<void> {
  const { world, model: m, judge } = r;
  await settleStakeEnds(r, STAKE_END_HORIZON_S);
  const ask = asker(world, judge);

  // The height, and the block that holds each tx the command committed.
  const h = await ask('platform.getHeight', {});
  const height = h.result ? BigInt(String(h.result.height)) : m.height;
  if (change.committed.length) {
    h.verify(
      'stateful.getHeight.one-block-per-commit',
      r.onMock ? height === change.heightBefore + 1n : height > change.heightBefore,
      {
        summary: r.onMock
          ? 'the block that committed the tx is the one block after the height before it'
          : 'the height grows when a tx is committed',
        code: 'state.follows',
        expected: r.onMock ? String(change.heightBefore + 1n) : `> ${change.heightBefore}`,
        received: String(height),
        path: '$.result.height',
      },
    );
    const found = new Set<string>();
    const last =
      height - change.heightBefore > BigInt(MAX_BLOCKS_SCANNED)
        ? change.heightBefore + BigInt(MAX_BLOCKS_SCANNED)
        : height;
    for (let at = change.heightBefore + 1n; at <= last; at++) {
      const b = await ask('platform.getBlockByHeight', { height: Number(at), encoding: 'hex' });
      if (!b.result || typeof b.result.block !== 'string') continue;
      try {
        const block = decodeBlock(decodeHexChecksum(b.result.block));
        for (const t of [...block.txs, ...(block.tx ? [block.tx] : [])]) found.add(cb58Encode(t.id));
      } catch {
        // An unreadable block is judged by the getBlockByHeight checks; here it holds nothing.
      }
    }
    for (const id of change.committed)
      h.verify('stateful.getHeight.one-block-per-commit', found.has(id), {
        summary: `a block between the heights before and after the commit holds the tx ${id}`,
        code: 'state.block-holds-tx',
        expected: id,
        received: `blocks ${change.heightBefore + 1n}..${last} hold ${sortedText(found)}`,
        path: '$.result.block',
      });
    for (const id of change.committed) {
      const t = await ask('platform.getTx', { txID: id, encoding: 'hex' });
      const bytes = m.committed.get(id)!.bytes;
      const got =
        t.result && typeof t.result.tx === 'string'
          ? Buffer.from(decodeHexChecksum(t.result.tx)).toString('hex')
          : text(t.result ?? 'an error');
      t.verify('stateful.getTx.committed-bytes', got === Buffer.from(bytes).toString('hex'), {
        summary: `getTx must answer the signed bytes of the committed tx ${id}`,
        code: 'state.follows',
        expected: `${bytes.length} bytes, sha256 ${id}`,
        received: got.length > 80 ? `${got.slice(0, 80)}… (${got.length / 2} bytes)` : got,
        path: '$.result.tx',
      });
    }
  } else if (change.refusedOnly && r.onMock)
    h.verify('stateful.issueTx.refused', height === change.heightBefore, {
      summary: 'a refused tx makes no block: the height stays',
      code: 'state.tx-refused',
      expected: String(change.heightBefore),
      received: String(height),
      path: '$.result.height',
    });
  m.heightsRead.push({ height, atMs: Date.now() });
  // The accepted height a command reached: its validator sets are final from now on.
  const reached = height > m.height ? height : null;
  m.height = height;

  // The proposed height and the block index's last accepted container, bounded by the height before and after them.
  const askedProposedAt = Date.now();
  const p = await ask('platform.getProposedHeight', {});
  const indexed = await ask('index.getLastAccepted', { encoding: 'hex' }, P_BLOCK_INDEX_PATH);
  const h2 = await ask('platform.getHeight', {});
  const heightAfter = h2.result ? BigInt(String(h2.result.height)) : height;
  const bounds = height === heightAfter ? String(height) : `${height}..${heightAfter}`;
  if (p.result) {
    const proposed = BigInt(String(p.result.height));
    const floor = proposerWindowFloor(m, heightAfter, askedProposedAt, r.onMock);
    const least = [m.proposedHeight ?? 0n, floor.height].reduce((a, b) => (a > b ? a : b));
    p.verify('stateful.getProposedHeight.bounded', proposed <= heightAfter && proposed >= least, {
      summary:
        proposed > heightAfter
          ? 'the proposed height is above the accepted height getHeight reports'
          : proposed < (m.proposedHeight ?? 0n)
            ? 'the proposed height went back as the chain moved'
            : `the proposed height lags the chain beyond the proposer window (${floor.why})`,
      code: 'state.proposed-height-bounded',
      expected: `${least}..${heightAfter} (no lower than before, nor than ${floor.why}; at most the height ${bounds})`,
      received: String(proposed),
      path: '$.result.height',
    });
    m.proposedHeight = proposed;
  }
  // A node without the index (not run with --index-enabled) answers an error: the check is skipped as unreached.
  if (indexed.result && typeof indexed.result.bytes === 'string') {
    const index = BigInt(String(indexed.result.index));
    let at: bigint | null = null;
    try {
      const bytes = decodeHexChecksum(indexed.result.bytes);
      at = decodeBlock(decodeProposerBlock(bytes)?.inner ?? bytes).height;
    } catch {
      // An unreadable container is judged by the index checks; here it is a block of no height.
    }
    indexed.verify('stateful.index.last-accepted-follows', at !== null && at >= height && at <= heightAfter, {
      summary: "the P-Chain block index's last accepted container is not the chain's last accepted block",
      code: 'state.index-follows-chain',
      expected: `a block at height ${bounds}`,
      received: at === null ? 'a container that holds no P-Chain block' : `a block at height ${at}`,
      path: '$.result.bytes',
    });
    const last = m.lastIndexed;
    if (at !== null && last)
      indexed.verify('stateful.index.last-accepted-follows', index - last.index === at - last.height, {
        summary: 'the index of the last accepted container grows by one for each block the chain accepted',
        code: 'state.index-follows-chain',
        expected: `${last.index + (at - last.height)} (index ${last.index} at height ${last.height}, now height ${at})`,
        received: String(index),
        path: '$.result.index',
      });
    if (at !== null) m.lastIndexed = { index, height: at };
  }

  // The P-Chain's health check: its engine's last accepted block. A node answers the results of its last periodic run
  // (H.rpc.health), so the block may be older than the height; it is an accepted one, and the run never goes back.
  await observeHealth(ask, m, heightAfter);

  // Every tx the sequence committed stays Committed; every tx the node refused is Dropped with its refusal's reason.
  for (const id of m.committed.keys()) {
    const s = await ask('platform.getTxStatus', { txID: id });
    s.verify('stateful.getTxStatus.committed-final', s.result?.status === 'Committed', {
      summary: `a tx the sequence committed is Committed after every later command (${id})`,
      code: 'tx-status.committed-final',
      expected: 'Committed',
      received: text(s.result ?? 'an error'),
      path: '$.result.status',
    });
  }
  for (const [id, refusal] of m.refused) {
    const s = await ask('platform.getTxStatus', { txID: id });
    if (
      !s.verify('stateful.getTxStatus.dropped', s.result?.status === 'Dropped', {
        summary: `a tx the node refused is Dropped: it will never be accepted (${id})`,
        code: 'tx-status.refused-dropped',
        expected: 'Dropped',
        received: text(s.result ?? 'an error'),
        path: '$.result.status',
      })
    )
      continue;
    const reason = typeof s.result?.reason === 'string' ? s.result.reason : '';
    s.verify('stateful.getTxStatus.dropped', reason !== '' && refusal.includes(reason), {
      summary: 'the reason of a Dropped status is the refusal issueTx answered',
      code: 'tx-status.dropped-reason',
      expected: `a reason that the refusal holds: ${JSON.stringify(refusal)}`,
      received: JSON.stringify(reason),
      path: '$.result.reason',
    });
  }

  // The tracked addresses' UTXOs and balances.
  for (const [address, owned] of m.utxos) {
    const u = await ask('platform.getUTXOs', { addresses: [address], limit: 1024, encoding: 'hex' });
    if (!u.result || !Array.isArray(u.result.utxos)) continue;
    const listed = new Map<string, bigint>();
    for (const hex of u.result.utxos) {
      try {
        const utxo = decodeUtxo(decodeHexChecksum(String(hex)));
        const id = cb58Encode(utxo.utxoId);
        listed.set(id, utxo.output.amount);
        m.seen.set(id, utxo);
      } catch {
        // An unreadable UTXO is judged by the getUTXOs checks.
      }
    }
    const same = listed.size === owned.size && [...owned].every(([id, amount]) => listed.get(id) === amount);
    u.verify('stateful.getUTXOs.follows-txs', same, {
      summary: `the UTXOs of ${address} are those before the sequence's txs, less their inputs, plus their outputs to it`,
      code: 'state.follows',
      expected: sortedText([...owned].map(([id, a]) => `${id}=${a}`)),
      received: sortedText([...listed].map(([id, a]) => `${id}=${a}`)),
      path: '$.result.utxos',
    });
    if (!m.facts.balance) continue;
    const b = await ask('platform.getBalance', { addresses: [address] });
    if (!b.result) continue;
    const total = [...owned.values()].reduce((s, a) => s + a, 0n);
    const balances = isJsonObject(b.result.balances) ? b.result.balances : {};
    const refs = Array.isArray(b.result.utxoIDs) ? b.result.utxoIDs : [];
    b.verify('stateful.getBalance.follows-txs', String(balances[m.facts.avaxAssetId] ?? '0') === String(total), {
      summary: `the balance of ${address} is the sum of the UTXOs the model holds for it`,
      code: 'state.follows',
      expected: String(total),
      received: String(balances[m.facts.avaxAssetId] ?? '0'),
      path: `$.result.balances.${m.facts.avaxAssetId}`,
    });
    b.verify('stateful.getBalance.follows-txs', refs.length === owned.size, {
      summary: `utxoIDs of ${address} names each of its UTXOs`,
      code: 'state.follows',
      expected: `${owned.size} UTXO IDs`,
      received: `${refs.length}`,
      path: '$.result.utxoIDs',
    });
  }

  // The payer's UTXOs exported from X and from C: learnt once, then those plus each export from C the sequence made,
  // less each one an import took.
  const payer = m.address(m.facts.payer);
  for (const from of ['X', 'C'] as const) {
    const x = await ask('platform.getUTXOs', { addresses: [payer], sourceChain: from, limit: 1024, encoding: 'hex' });
    if (!x.result || !Array.isArray(x.result.utxos)) continue;
    const listed = new Map<string, bigint>();
    for (const hex of x.result.utxos) {
      try {
        const utxo = decodeUtxo(decodeHexChecksum(String(hex)));
        listed.set(cb58Encode(utxo.utxoId), utxo.output.amount);
      } catch {
        // An unreadable UTXO is judged by the getUTXOs checks.
      }
    }
    const atomic = m.atomicFrom[from];
    if (atomic) {
      const same = listed.size === atomic.size && [...atomic].every(([id, amount]) => listed.get(id) === amount);
      x.verify('stateful.getUTXOs.atomic-follows-imports', same, {
        summary: `the UTXOs exported from ${from} to ${payer} are those first listed${from === 'C' ? ', plus each export the sequence made' : ''}, less each one an ImportTx took`,
        code: 'state.follows',
        expected: sortedText([...atomic].map(([id, a]) => `${id}=${a}`)),
        received: sortedText([...listed].map(([id, a]) => `${id}=${a}`)),
        path: '$.result.utxos',
      });
    }
    m.atomicFrom[from] = listed;
  }

  // The sequence's subnets, their chains and validators, and the L1s' validators.
  // Asked from the sequence's first subnet on, so a list that stops following shows at its first chain.
  if (m.subnets.length) {
    const c = await ask('platform.getBlockchains', {});
    const listed = Array.isArray(c.result?.blockchains) ? c.result.blockchains.filter(isJsonObject) : [];
    for (const s of m.subnets)
      for (const chain of s.chains) {
        const got = listed.find((x) => x.id === chain.id);
        c.verify(
          'stateful.getBlockchains.follows-txs',
          got?.subnetID === s.id && got.name === chain.name && got.vmID === chain.vmId,
          {
            summary: `getBlockchains lists the created chain ${chain.id} on its subnet, with its name and VM`,
            code: 'state.follows',
            expected: text({ id: chain.id, subnetID: s.id, name: chain.name, vmID: chain.vmId }),
            received: text(got ?? 'not listed'),
            path: '$.result.blockchains',
          },
        );
      }
  }
  // The chains each subnet validates, and the subnet that validates each chain.
  for (const s of m.subnets) {
    const v = await ask('platform.validates', { subnetID: s.id });
    if (v.result) {
      const got = sortedText(Array.isArray(v.result.blockchainIDs) ? v.result.blockchainIDs.map(String) : []);
      const want = sortedText(s.chains.map((c) => c.id));
      v.verify('stateful.validates.follows-txs', got === want, {
        summary: `validates does not name the chains the sequence created on ${s.id}`,
        code: 'state.follows',
        expected: want,
        received: got,
        path: '$.result.blockchainIDs',
      });
    }
    for (const chain of s.chains) {
      const b = await ask('platform.validatedBy', { blockchainID: chain.id });
      if (b.result)
        b.verify('stateful.validates.follows-txs', b.result.subnetID === s.id, {
          summary: `validatedBy does not name the subnet the chain ${chain.id} was created on`,
          code: 'state.follows',
          expected: s.id,
          received: text(b.result.subnetID),
          path: '$.result.subnetID',
        });
    }
  }
  for (const s of m.subnets) {
    const g = await ask('platform.getSubnet', { subnetID: s.id });
    if (g.result) {
      const keys = Array.isArray(g.result.controlKeys) ? g.result.controlKeys.map(String) : [];
      // Its owner as its last tx set it; an L1 is not permissioned and names its manager (it keeps its owner).
      const expected = {
        isPermissioned: s.l1 === null,
        controlKeys: sortedText(s.owners.keys.map((k) => m.address(k))),
        threshold: String(s.owners.threshold),
        ...(s.l1
          ? {
              managerChainID: s.l1.managerChainId,
              managerAddress: s.l1.managerAddress,
              conversionID: s.l1.conversionId,
            }
          : {}),
      };
      const received = {
        isPermissioned: g.result.isPermissioned,
        controlKeys: sortedText(keys),
        threshold: String(g.result.threshold),
        ...(s.l1
          ? {
              managerChainID: g.result.managerChainID,
              managerAddress: g.result.managerAddress,
              conversionID: g.result.conversionID,
            }
          : {}),
      };
      g.verify('stateful.getSubnet.follows-txs', text(expected) === text(received), {
        summary: s.l1
          ? `the subnet ${s.id} converted to an L1 is not permissioned and names its manager and the ID of its conversion's data`
          : `the subnet ${s.id} is answered with the owners its last tx gave it`,
        code: 'state.follows',
        expected: text(expected),
        received: text(received),
        path: '$.result',
      });
    }
    if (!s.l1) {
      const v = await ask('platform.getCurrentValidators', { subnetID: s.id });
      const listed = Array.isArray(v.result?.validators) ? v.result.validators.filter(isJsonObject) : [];
      const got = sortedText(listed.map((x) => `${String(x.nodeID)}=${String(x.weight)}`));
      v.verify(
        'stateful.getCurrentValidators.follows-txs',
        got === sortedText([...s.validators].map(([n, w]) => `${n}=${w}`)),
        {
          summary: `the current validators of ${s.id} are those the sequence added, with their weights`,
          code: 'state.follows',
          expected: sortedText([...s.validators].map(([n, w]) => `${n}=${w}`)),
          received: got,
          path: '$.result.validators',
        },
      );
    }
    for (const l1v of s.l1?.validators ?? []) {
      const g1 = await ask('platform.getL1Validator', { validationID: l1v.validationId });
      if (l1v.removed) {
        // A weight of 0 removed it: no longer an L1 validator.
        g1.verify('stateful.getL1Validator.follows-txs', g1.result === undefined, {
          summary: `getL1Validator does not find the L1 validator ${l1v.validationId} a weight of 0 removed`,
          code: 'state.follows',
          expected: 'an error (not found)',
          received: text(g1.result),
          path: '$.result',
        });
        continue;
      }
      if (
        !g1.verify('stateful.getL1Validator.follows-txs', g1.result !== undefined, {
          summary: `getL1Validator answers the L1 validator ${l1v.validationId} a conversion or registration made`,
          code: 'state.follows',
          expected: 'a result',
          received: 'an error',
          path: '$.error',
        }) ||
        !g1.result
      )
        continue;
      const balance = BigInt(String(g1.result.balance ?? '0'));
      // Its node, subnet, BLS key and owners: what its conversion or registration gave it; its weight and least nonce: what
      // its last weight message left.
      const owners = (o: Json | undefined) =>
        isJsonObject(o)
          ? `${String(o.threshold)} of ${Array.isArray(o.addresses) ? o.addresses.join(', ') : ''}`
          : text(o);
      const expected = {
        nodeID: l1v.nodeId,
        subnetID: s.id,
        weight: String(l1v.weight),
        minNonce: String(l1v.minNonce),
        publicKey: l1v.publicKey,
        remainingBalanceOwner: `1 of ${l1v.owner}`,
        deactivationOwner: `1 of ${l1v.owner}`,
      };
      const received = {
        nodeID: g1.result.nodeID,
        subnetID: g1.result.subnetID,
        weight: String(g1.result.weight),
        minNonce: String(g1.result.minNonce),
        publicKey: String(g1.result.publicKey).toLowerCase(),
        remainingBalanceOwner: owners(g1.result.remainingBalanceOwner),
        deactivationOwner: owners(g1.result.deactivationOwner),
      };
      g1.verify('stateful.getL1Validator.follows-txs', text(expected) === text(received), {
        summary: `the L1 validator ${l1v.validationId} is answered with the node, subnet, key and owners it was given, and the weight and least nonce its last weight message left`,
        code: 'state.follows',
        expected: text(expected),
        received: text(received),
        path: '$.result',
      });
      g1.verify(
        'stateful.getL1Validator.follows-txs',
        l1v.disabled ? balance === 0n : balance > 0n && balance <= l1v.given,
        {
          summary: l1v.disabled
            ? 'a disabled L1 validator holds no balance'
            : 'an active L1 validator holds a balance no more than it was given (it pays its fee from it)',
          code: 'state.follows',
          expected: l1v.disabled ? '0' : `1..${l1v.given}`,
          received: String(balance),
          path: '$.result.balance',
        },
      );
      // A top-up shows in the next answer: its fee drains nAVAX a second, a top-up adds at least a milliAVAX.
      if (!l1v.disabled && l1v.toppedUp > 0n && l1v.lastBalance !== null)
        g1.verify('stateful.getL1Validator.follows-txs', balance > l1v.lastBalance, {
          summary: `an L1 validator topped up by ${l1v.toppedUp} nAVAX holds more than it held before`,
          code: 'state.follows',
          expected: `> ${l1v.lastBalance}`,
          received: String(balance),
          path: '$.result.balance',
        });
      l1v.lastBalance = balance;
      l1v.toppedUp = 0n;
    }
    await observeRefunds(ask, s);
  }

  // The sequence's validators: current until their stake ends, then rewarded.
  if (m.stakers.length) {
    // One node ID a request: the node lists a validator's delegators only when asked for exactly one.
    for (const st of m.stakers) {
      const v = await ask('platform.getCurrentValidators', { nodeIDs: [st.nodeId] });
      const got = (Array.isArray(v.result?.validators) ? v.result.validators.filter(isJsonObject) : []).find(
        (x) => x.nodeID === st.nodeId,
      );
      if (st.ended) {
        v.verify('stateful.getCurrentValidators.stakers', got === undefined, {
          summary: `a validator whose stake ended (${st.nodeId}, end ${st.end}) is no longer a current validator`,
          code: 'state.follows',
          expected: 'not listed',
          received: text(got),
          path: '$.result.validators',
        });
        continue;
      }
      // An auto-renewed validator's cycle starts at its block's time: its end, first read, is its period after a time
      // no earlier than the command's start and no later than now.
      const auto = st.autoRenew;
      if (auto && !auto.endRead && got) {
        const answered = BigInt(String(got.endTime));
        const latest = BigInt(Math.ceil(Date.now() / 1000)) + auto.period;
        if (answered >= st.end && answered <= latest) st.end = answered;
        auto.endRead = true;
      }
      // Its own weight and end, and the delegators the sequence added (asked by node ID, the node lists them).
      const delegated = st.delegators.reduce((sum, d) => sum + d.weight, 0n);
      const expected = {
        nodeID: st.nodeId,
        weight: String(st.weight),
        endTime: String(st.end),
        delegatorCount: String(st.delegators.length),
        delegatorWeight: String(delegated),
        delegators: sortedText(st.delegators.map((d) => `${d.txId}=${d.weight}`)),
      };
      const listedDelegators = Array.isArray(got?.delegators) ? got.delegators.filter(isJsonObject) : [];
      const received = got && {
        nodeID: got.nodeID,
        weight: String(got.weight),
        endTime: String(got.endTime),
        delegatorCount: String(got.delegatorCount),
        delegatorWeight: String(got.delegatorWeight),
        delegators: sortedText(listedDelegators.map((d) => `${String(d.txID)}=${String(d.weight)}`)),
      };
      // A release that lists an auto-renewed validator's config (AvalancheGo's members) answers the one its txs set.
      if (auto && got && 'nextPeriod' in got) {
        Object.assign(expected, { nextPeriod: String(auto.nextPeriod), autoCompoundRewardShares: String(auto.shares) });
        Object.assign(received!, {
          nextPeriod: String(got.nextPeriod),
          autoCompoundRewardShares: String(got.autoCompoundRewardShares),
        });
      }
      v.verify('stateful.getCurrentValidators.stakers', text(expected) === text(received), {
        summary: `the validator the sequence added (${st.txId}) is a current validator with its weight and end`,
        code: 'state.follows',
        expected: text(expected),
        received: text(received ?? 'not listed'),
        path: '$.result.validators',
      });
      if (got?.potentialReward !== undefined) st.potentialReward ??= BigInt(String(got.potentialReward));
      for (const d of st.delegators) {
        const listed = listedDelegators.find((x) => x.txID === d.txId);
        if (listed?.potentialReward !== undefined) d.potentialReward ??= BigInt(String(listed.potentialReward));
      }
    }
    for (const st of m.stakers.filter((x) => !x.ended)) {
      const g = await ask('platform.getRewardUTXOs', { txID: st.txId, encoding: 'hex' });
      const count = Array.isArray(g.result?.utxos) ? g.result.utxos.length : -1;
      g.verify('stateful.getRewardUTXOs.stake-ended', count === 0, {
        summary: `a validator whose stake has not ended (${st.txId}) has no reward UTXOs yet`,
        code: 'state.follows',
        expected: 'no UTXOs',
        received: count < 0 ? text(g.result ?? 'an error') : `${count} UTXO(s)`,
        path: '$.result.utxos',
      });
    }
    for (const st of m.stakers.filter((x) => x.ended)) {
      const g = await ask('platform.getRewardUTXOs', { txID: st.txId, encoding: 'hex' });
      const utxos = Array.isArray(g.result?.utxos) ? g.result.utxos : [];
      const paid = utxos.flatMap((hex) => {
        try {
          const u = decodeUtxo(decodeHexChecksum(String(hex)));
          return [`${cb58Encode(u.txId)}:${u.outputIndex}=${u.output.amount}`];
        } catch {
          return [`unreadable ${String(hex).slice(0, 20)}…`];
        }
      });
      st.rewarded = utxos.length > 0;
      // Where a reward needs its node up (Helicon), the sequence's validator, whose node never runs, gets none.
      if (m.facts.rewardNeedsUptime) {
        g.verify('stateful.getRewardUTXOs.stake-ended', paid.length === 0, {
          summary: `a validator whose node was never up (${st.txId}) ends without reward where a reward needs 90 % uptime (ACP-267)`,
          code: 'state.follows',
          expected: 'no UTXOs',
          received: sortedText(paid),
          path: '$.result.utxos',
        });
        continue;
      }
      const want = `${st.txId}:${st.outputs + st.stake.length}=${st.potentialReward ?? '?'}`;
      g.verify(
        'stateful.getRewardUTXOs.stake-ended',
        st.potentialReward === null ? paid.length === 1 : text(paid) === text([want]),
        {
          summary: `the reward of the validator whose stake ended (${st.txId}) is one UTXO after its stake's, worth its potential reward`,
          code: 'state.follows',
          expected: want,
          received: sortedText(paid),
          path: '$.result.utxos',
        },
      );
    }
  }

  // The stake, weights and supply the chain reports, held to the stakers the sequence added and ended.
  await observeStake(ask, r);

  // Both fee states are those of the chain time getTimestamp reports around them (a block may land in between on a node).
  const chainTime = async (): Promise<bigint | null> => {
    const a = await ask('platform.getTimestamp', {});
    const ms = a.result ? Date.parse(String(a.result.timestamp)) : NaN;
    return Number.isNaN(ms) ? null : BigInt(Math.floor(ms / 1000));
  };
  const FEE_STATES = [
    ['platform.getFeeState', 'stateful.getFeeState.at-chain-time'],
    ['platform.getValidatorFeeState', 'stateful.getValidatorFeeState.at-chain-time'],
  ] as const;
  const before = await chainTime();
  const states = [];
  for (const [method, check] of FEE_STATES) states.push({ method, check, answer: await ask(method, {}) });
  const after = await chainTime();
  for (const { method, check, answer: f } of states) {
    // A release without the method answers an error: its check is skipped as absent.
    if (!f.result) continue;
    const ms = Date.parse(String(f.result.timestamp));
    const at = Number.isNaN(ms) ? null : BigInt(Math.floor(ms / 1000));
    f.verify(check, before !== null && after !== null && at !== null && at >= before && at <= after, {
      summary: `${method.replace('platform.', '')} is not the state of the chain time getTimestamp reports`,
      code: 'state.follows',
      expected: before === after ? String(before) : `${before}..${after}`,
      received: `${at} (${String(f.result.timestamp)})`,
      path: '$.result.timestamp',
    });
  }

  // Validator sets at heights the chain has accepted: recorded once, at the height a command reached (the set of an
  // accepted height never changes, the tip's included), then asked again after every later command.
  if (reached !== null) {
    for (const subnetID of [PRIMARY_NETWORK_ID, ...m.subnets.map((s) => s.id)]) {
      const key = `${subnetID}@${reached}`;
      if (m.pastSets.has(key)) continue;
      const a = await ask('platform.getValidatorsAt', { height: String(reached), subnetID });
      if (!a.result) continue;
      const set = validatorSet(a.result);
      m.pastSets.set(key, setText(set));
      judgeNewSet(m, subnetID, reached, set, a.verify);
    }
    while (m.pastSets.size > MAX_PAST_SETS * (1 + m.subnets.length)) m.pastSets.delete(m.pastSets.keys().next().value!);
  }
  for (const [key, before] of m.pastSets) {
    const [subnetID, at] = key.split('@') as [string, string];
    if (reached !== null && at === String(reached)) continue;
    const a = await ask('platform.getValidatorsAt', { height: at, subnetID });
    if (!a.result) continue;
    const now = setText(validatorSet(a.result));
    a.verify('stateful.getValidatorsAt.past-height-stable', now === before, {
      summary: `the validator set of ${subnetID} at height ${at}, which the chain has accepted, changed`,
      code: 'state.past-set-stable',
      expected: before.length > 300 ? `${before.slice(0, 300)}…` : before,
      received: now.length > 300 ? `${now.slice(0, 300)}…` : now,
      path: '$.result.validators',
    });
  }
}
