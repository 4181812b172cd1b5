// Step "helicon", on a network where Helicon is active (v1.15.0 on a devnet started with --upgrades latest): an
// auto-renewed validator (AddAutoRenewedValidatorTx, a cycle of the short stake length), its config changed to stop
// at the cycle's end (SetAutoRenewedValidatorConfigTx), and the end of that cycle, which the node commits as a
// RewardAutoRenewedValidatorTx: all three Helicon tx types in the blocks, for the codec, the chain model and the checks.
import { z } from 'zod';
import { decodeNodeId } from '../../encoding/cb58.js';
import { decodeHexChecksum } from '../../encoding/hex.js';
import { deriveBlsSigner, deriveNodeId } from '../../tx/derive.js';
import { HELICON_TX_FEE, addAutoRenewedValidatorTx, setAutoRenewedValidatorConfigTx } from '../../tx/helicon-txs.js';
import { spendableUtxos } from '../../tx/self-transfer.js';
import { MAX_UTXOS_PER_PAGE } from '../../spec/limits.js';
import { P_PATH, SeedError } from '../api.js';
import { currentValidators, laneKey, nowSeconds, pAddress, tx, type SeedRun, type StepDef } from '../seed-run.js';

const DELEGATION_SHARES = 200_000;
/** The share of each cycle's reward the changed config restakes (millionths). */
const AUTO_COMPOUND_SHARES = 500_000;
/** How long after the cycle's end the node may take to commit its end. */
const END_WAIT_MS = 20_000;

const Utxos = z.looseObject({ utxos: z.array(z.string()) });

export const heliconStep: StepDef = {
  name: 'helicon',
  needs: ['fund'],
  provides: [],
  applies: (run) => run.helicon,
  async run(run: SeedRun) {
    const lane = laneKey(run, 'helicon');
    const page = await run.api.read(Utxos, P_PATH, 'platform.getUTXOs', {
      addresses: [pAddress(run, lane)],
      limit: MAX_UTXOS_PER_PAGE,
      encoding: 'hex',
    });
    const utxos = spendableUtxos(
      lane,
      page.utxos.map((u) => decodeHexChecksum(u)),
      nowSeconds(),
    );
    const weight = run.minStake.validator;
    if (utxos.reduce((s, u) => s + u.output.amount, 0n) < weight + 2n * HELICON_TX_FEE)
      throw new SeedError(`the helicon lane key holds less than a validator's stake and two fees`);
    const label = `helicon/${Date.now()}`;
    const nodeId = deriveNodeId(run.signer, label);
    const period = BigInt(run.stakeSeconds);
    const networkId = run.context.networkID;
    const validator = addAutoRenewedValidatorTx({
      networkId,
      payer: lane,
      utxos,
      nodeId: decodeNodeId(nodeId),
      signer: deriveBlsSigner(run.signer, label),
      weight,
      shares: DELEGATION_SHARES,
      period,
    });
    await run.api.commitP(() => validator);
    const config = setAutoRenewedValidatorConfigTx(
      networkId,
      lane,
      validator.id,
      validator.change,
      utxos[0]!.assetId,
      AUTO_COMPOUND_SHARES,
      0n,
    );
    await run.api.commitP(() => config);
    // Period 0: the validator leaves at the end of its first cycle.
    const giveUpAt = Date.now() + (Number(period) + 10) * 1000 + END_WAIT_MS;
    while ((await currentValidators(run, undefined, [nodeId])).length > 0) {
      if (Date.now() > giveUpAt)
        throw new SeedError(
          `the auto-renewed validator ${nodeId} (tx ${validator.id}) still validates ${END_WAIT_MS / 1000} s after its cycle's end`,
        );
      await run.api.sleep(100, `the end of ${nodeId}'s cycle`);
    }
    return {
      status: 'created',
      detail: `AddAutoRenewedValidatorTx (${nodeId}, ${period} s cycles), SetAutoRenewedValidatorConfigTx (stop at the cycle's end), and the cycle's end committed`,
      txs: [tx('P', 'AddAutoRenewedValidatorTx', validator), tx('P', 'SetAutoRenewedValidatorConfigTx', config)],
    };
  },
};
