// Steps "x-chain", "c-chain" and "import": activity on the X-Chain (a BaseTx, then an ExportTx of two
// UTXOs to the signer's P-Chain address) and on the C-Chain (an atomic ExportTx to the same address),
// so /ext/index/X/tx, /ext/index/X/block and /ext/index/C/block hold containers and getUTXOs with a
// sourceChain has atomic UTXOs; then a P-Chain ImportTx of one of the X ones.
import { formatAddress } from '../../encoding/address.js';
import { toHex } from '../../encoding/hex.js';
import { utxoAmount } from '../../tx/avalanchejs.js';
import { evmAddressOf } from '../../tx/derive.js';
import { cExportToPTx, importTx, signWith, xBaseTx, xExportToPTx } from '../../tx/seed-txs.js';
import { SeedError } from '../api.js';
import { AVAX, earlier, pAddress, reused, tx, type StepDef } from '../seed-run.js';

/** The two X UTXOs exported to P (the smaller is imported, the larger stays for getUTXOs sourceChain X). */
const X_EXPORTS = [2n * AVAX, 3n * AVAX];
const C_EXPORT = 4n * AVAX;

export const xChainStep: StepDef = {
  name: 'x-chain',
  needs: [],
  provides: ['x-chain-index', 'atomic-utxos'],
  async run(run) {
    const done = await earlier(run, 'x-chain');
    if (done) return reused(done, 'X-Chain BaseTx and ExportTx accepted');
    const xAddress = formatAddress('X', run.context.hrp, run.signer.address);
    const base = signWith(
      xBaseTx(run.context, run.signer, await run.api.utxos('X', xAddress), run.signer.address, [AVAX, AVAX]),
      [run.signer],
    );
    await run.api.acceptX(base);
    const exported = signWith(
      xExportToPTx(run.context, run.signer, await run.api.utxos('X', xAddress), run.signer.address, X_EXPORTS),
      [run.signer],
    );
    await run.api.acceptX(exported);
    return {
      status: 'created',
      detail: `X-Chain BaseTx and ExportTx accepted: ${X_EXPORTS.length} UTXOs exported to ${pAddress(run, run.signer)}`,
      txs: [tx('X', 'BaseTx', base), tx('X', 'ExportTx', exported)],
    };
  },
};

export const cChainStep: StepDef = {
  name: 'c-chain',
  needs: [],
  provides: ['c-chain-index'],
  async run(run) {
    const done = await earlier(run, 'c-chain');
    if (done) return reused(done, 'C-Chain ExportTx accepted');
    const evm = evmAddressOf(run.signer);
    const { nonce, baseFeeNavax } = await run.api.evmAccount(toHex(evm));
    const signed = signWith(cExportToPTx(run.context, evm, baseFeeNavax, nonce, run.signer.address, C_EXPORT), [
      run.signer,
    ]);
    await run.api.acceptC(signed);
    return {
      status: 'created',
      detail: `C-Chain atomic ExportTx accepted: 1 UTXO exported from ${toHex(evm)} to ${pAddress(run, run.signer)}`,
      txs: [tx('C', 'ExportTx', signed)],
    };
  },
};

export const importStep: StepDef = {
  name: 'import',
  needs: ['x-chain'],
  provides: [],
  async run(run) {
    const done = await earlier(run, 'import');
    if (done) return reused(done, 'P-Chain ImportTx committed');
    const atomic = await run.api.utxos('P', pAddress(run, run.signer), 'X');
    if (atomic.length < 2)
      throw new SeedError(
        `${atomic.length} UTXO exported from X to ${pAddress(run, run.signer)}: importing it would leave none for getUTXOs sourceChain X`,
      );
    const smallest = [...atomic].sort((a, b) => (utxoAmount(a) < utxoAmount(b) ? -1 : 1))[0]!;
    const signed = await run.api.commitP(async (attempt) =>
      signWith(
        importTx(
          { context: run.context, feeState: await run.api.feeState(attempt), payer: run.signer, utxos: [smallest] },
          run.context.xBlockchainID,
          run.signer.address,
        ),
        [run.signer],
      ),
    );
    return {
      status: 'created',
      detail: `P-Chain ImportTx committed: 1 of ${atomic.length} UTXOs exported from X imported`,
      txs: [tx('P', 'ImportTx', signed)],
    };
  },
};
