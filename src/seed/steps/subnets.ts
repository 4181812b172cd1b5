// Steps "subnet", "subnet-validator", "subnet-owner", "l1" and "l1-validators": a permissioned subnet
// owned by two keys with threshold 2 and a chain on it, the node's own NodeID as its validator, an
// ownership transfer; and a second subnet with a chain, converted to an L1 with two BLS-keyed
// validators (real proofs of possession), one of them topped up and the other disabled.
import { z } from 'zod';
import { conversionValidationIdOf } from '../../codec/codec.js';
import { cb58Encode, decodeId } from '../../encoding/cb58.js';
import { deriveBlsSigner, deriveKey, deriveNodeId } from '../../tx/derive.js';
import type { AvaUnsignedTx } from '../../tx/avalanchejs.js';
import type { SigningKey } from '../../tx/key.js';
import {
  addSubnetValidatorTx,
  convertToL1Tx,
  createChainTx,
  createSubnetTx,
  disableL1ValidatorTx,
  increaseL1BalanceTx,
  ownerAuth,
  transferOwnershipTx,
  type ChainSpec,
  type Owners,
  type PSpend,
} from '../../tx/seed-txs.js';
import { P_PATH, SeedError } from '../api.js';
import {
  commitPaid,
  currentValidators,
  earlier,
  laneKey,
  nowSeconds,
  ownNode,
  reused,
  tx,
  type SeedRun,
  type StepDef,
} from '../seed-run.js';
import { L1_BALANCE_INCREASE, L1_VALIDATOR_BALANCE } from './fund.js';

/**
 * The chain seeded on each subnet: a Subnet-EVM chain by VM ID. Only the P-Chain records it, except
 * on a node with sybil protection off (--node-binary), which creates every chain, lacks this VM and so
 * reports a failing health check from then on: the failing-check shapes and 503s are checked on it.
 */
const CHAIN: ChainSpec = {
  name: 'avaconformseed',
  vmId: 'srEXiWaHuhNyGwPUi444Tu47ZEDwxTWrbQiuD7FmgSAQ6X7Dy',
  genesis: { seededBy: 'avaconform' },
};
/** The L1's validator manager: an EVM address on its manager chain (20 bytes). */
const MANAGER_ADDRESS = Uint8Array.from({ length: 20 }, (_, i) => (i === 19 ? 5 : 0));
const SUBNET_VALIDATOR_WEIGHT = 20n;
const L1_VALIDATOR_WEIGHT = 100n;

const permissionedOwners = (run: SeedRun): Owners => ({
  keys: [run.signer, deriveKey(run.signer, 'subnet-control')],
  threshold: 2,
});

/** Builds, signs (with the owners' authorisation when given), issues and waits for the commit. */
const commit = (run: SeedRun, payer: SigningKey, build: (s: PSpend) => AvaUnsignedTx, owners?: Owners) =>
  commitPaid(run, payer, build, owners ? ownerAuth(owners).keys : []);

function subnetOf(run: SeedRun, kind: 'permissioned' | 'l1') {
  const found = run.manifest.subnets.find((s) => s.kind === kind);
  if (!found) throw new SeedError(`no ${kind} subnet was recorded by this seeding`);
  return found;
}

/** A subnet and a chain on it, paid by `payer`; recorded in the manifest. */
async function subnetWithChain(run: SeedRun, kind: 'permissioned' | 'l1', payer: SigningKey, owners: Owners) {
  const subnet = await commit(run, payer, (s) => createSubnetTx(s, owners));
  const chain = await commit(run, payer, (s) => createChainTx(s, subnet.id, owners, CHAIN), owners);
  run.manifest.subnets.push({ id: subnet.id, kind, chainIds: [chain.id], validationIds: [] });
  return { subnet, chain };
}

/** The subnet (and chain) an earlier seed recorded for `step`, put back in this manifest. */
function reuseSubnet(run: SeedRun, kind: 'permissioned' | 'l1'): boolean {
  const s = run.previous?.subnets.find((x) => x.kind === kind);
  if (!s) return false;
  run.manifest.subnets.push(structuredClone(s));
  return true;
}

export const subnetStep: StepDef = {
  name: 'subnet',
  needs: ['fund'],
  provides: ['permissioned-subnet', 'blockchain'],
  async run(run) {
    const done = await earlier(run, 'subnet');
    if (done && reuseSubnet(run, 'permissioned')) return reused(done, 'permissioned subnet and chain');
    const lane = laneKey(run, 'subnet');
    const { subnet, chain } = await subnetWithChain(run, 'permissioned', lane, permissionedOwners(run));
    return {
      status: 'created',
      detail: `CreateSubnetTx ${subnet.id} (2 control keys, threshold 2) and CreateChainTx ${chain.id}`,
      txs: [tx('P', 'CreateSubnetTx', subnet), tx('P', 'CreateChainTx', chain)],
    };
  },
};

export const subnetValidatorStep: StepDef = {
  name: 'subnet-validator',
  needs: ['subnet', 'validator'],
  provides: [],
  async run(run) {
    const done = await earlier(run, 'subnet-validator');
    if (done) return reused(done, 'the node validates the permissioned subnet');
    const subnet = subnetOf(run, 'permissioned');
    const { nodeId } = await ownNode(run);
    const primary = (await currentValidators(run, undefined, [nodeId]))[0];
    if (!primary?.endTime)
      throw new SeedError(`${nodeId} is not a Primary Network validator: a subnet validator must be one`);
    const lane = laneKey(run, 'subnet');
    const period = { start: nowSeconds(), end: primary.endTime - 60n };
    const signed = await commit(
      run,
      lane,
      (s) => addSubnetValidatorTx(s, subnet.id, permissionedOwners(run), nodeId, period, SUBNET_VALIDATOR_WEIGHT),
      permissionedOwners(run),
    );
    return {
      status: 'created',
      detail: `AddSubnetValidatorTx: ${nodeId} validates ${subnet.id} until ${new Date(Number(period.end) * 1000).toISOString()}`,
      txs: [tx('P', 'AddSubnetValidatorTx', signed)],
    };
  },
};

export const subnetOwnerStep: StepDef = {
  name: 'subnet-owner',
  needs: ['subnet'],
  after: ['subnet-validator'],
  provides: [],
  async run(run) {
    const done = await earlier(run, 'subnet-owner');
    if (done) return reused(done, 'subnet ownership transferred');
    const subnet = subnetOf(run, 'permissioned');
    const lane = laneKey(run, 'subnet');
    const next: Owners = { keys: permissionedOwners(run).keys, threshold: 1 };
    const signed = await commit(
      run,
      lane,
      (s) => transferOwnershipTx(s, subnet.id, permissionedOwners(run), next),
      permissionedOwners(run),
    );
    return {
      status: 'created',
      detail: `TransferSubnetOwnershipTx: ${subnet.id} now needs 1 of its 2 control keys`,
      txs: [tx('P', 'TransferSubnetOwnershipTx', signed)],
    };
  },
};

const L1Validator = z.looseObject({ nodeID: z.string() });

/**
 * Confirms the converted L1's validators: getCurrentValidators lists their validationIDs since v1.12.2;
 * before that it lists no L1 member, and each ID is looked up with getL1Validator instead.
 */
async function confirmL1Validators(run: SeedRun, subnetId: string, ids: readonly string[]): Promise<void> {
  const listed = (await currentValidators(run, subnetId)).flatMap((v) => (v.validationID ? [v.validationID] : []));
  if (listed.length) {
    const missing = ids.filter((id) => !listed.includes(id));
    if (missing.length || listed.length !== ids.length)
      throw new SeedError(
        `the L1 ${subnetId} lists validationIDs ${listed.join(', ')} after conversion, expected ${ids.join(', ')}`,
      );
    return;
  }
  for (const validationID of ids) await run.api.read(L1Validator, P_PATH, 'platform.getL1Validator', { validationID });
}

export const l1Step: StepDef = {
  name: 'l1',
  needs: ['fund'],
  provides: ['l1'],
  async run(run) {
    const done = await earlier(run, 'l1');
    if (done && reuseSubnet(run, 'l1')) return reused(done, 'L1 converted');
    const lane = laneKey(run, 'l1');
    const owners: Owners = { keys: [lane], threshold: 1 };
    const { subnet, chain } = await subnetWithChain(run, 'l1', lane, owners);
    const validators = [0, 1].map((i) => ({
      nodeId: deriveNodeId(run.signer, `l1/${subnet.id}/${i}`),
      weight: L1_VALIDATOR_WEIGHT,
      balance: L1_VALIDATOR_BALANCE,
      signer: deriveBlsSigner(run.signer, `l1/${subnet.id}/${i}`),
      owner: lane.address,
    }));
    const converted = await commit(
      run,
      lane,
      (s) => convertToL1Tx(s, subnet.id, owners, chain.id, MANAGER_ADDRESS, validators),
      owners,
    );
    const ids = validators.map((_, i) => cb58Encode(conversionValidationIdOf(decodeId(subnet.id), i)));
    await confirmL1Validators(run, subnet.id, ids);
    subnetOf(run, 'l1').validationIds.push(...ids);
    return {
      status: 'created',
      detail: `CreateSubnetTx ${subnet.id}, CreateChainTx ${chain.id}, ConvertSubnetToL1Tx with ${validators.length} BLS validators`,
      txs: [
        tx('P', 'CreateSubnetTx', subnet),
        tx('P', 'CreateChainTx', chain),
        tx('P', 'ConvertSubnetToL1Tx', converted),
      ],
    };
  },
};

export const l1ValidatorsStep: StepDef = {
  name: 'l1-validators',
  needs: ['l1'],
  provides: [],
  async run(run) {
    const done = await earlier(run, 'l1-validators');
    if (done) return reused(done, 'L1 validator balance increased, another disabled');
    const [first, second] = subnetOf(run, 'l1').validationIds;
    if (!first || !second) throw new SeedError('the L1 has fewer than 2 validation IDs');
    const lane = laneKey(run, 'l1');
    const increased = await commit(run, lane, (s) => increaseL1BalanceTx(s, first, L1_BALANCE_INCREASE));
    const disabled = await commit(run, lane, (s) => disableL1ValidatorTx(s, second), { keys: [lane], threshold: 1 });
    return {
      status: 'created',
      detail: `IncreaseL1ValidatorBalanceTx on ${first}, DisableL1ValidatorTx on ${second}`,
      txs: [tx('P', 'IncreaseL1ValidatorBalanceTx', increased), tx('P', 'DisableL1ValidatorTx', disabled)],
    };
  },
};
