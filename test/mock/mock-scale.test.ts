// The mock at mainnet scale (src/mock/chain/scale.ts): state of a public network's size, as
// consistent as the default chain (blocks chained by hash, every staker in the block its height names).
import { describe, expect, test } from 'vitest';
import { sha256 } from '../../src/encoding/checksum.js';
import { cb58Encode, decodeId, decodeNodeId } from '../../src/encoding/cb58.js';
import { generateChain } from '../../src/mock/chain/generate.js';
import { SCALE_SIZES } from '../../src/mock/chain/scale.js';

describe('the mock at mainnet scale', () => {
  const chain = generateChain({ seed: 5, scale: 'mainnet' });
  const sizes = SCALE_SIZES.mainnet;

  test('holds about 2,000 validators with delegators, 2,000 subnets of which 500 are L1s, and an address with 100,000 UTXOs', () => {
    expect(chain.validators).toHaveLength(6 + sizes.extraValidators);
    expect(chain.validators.reduce((n, v) => n + v.delegators.length, 0)).toBeGreaterThan(500);
    expect(chain.subnets).toHaveLength(3 + sizes.extraSubnets);
    expect(chain.subnets.filter((s) => s.kind === 'l1').length).toBeGreaterThan(500);
    expect(
      chain.subnets
        .filter((s) => s.kind === 'l1')
        .every((s) => s.l1Validators.length === 3 && s.managerChainId !== null),
    ).toBe(true);
    expect(Math.max(...[...chain.utxosByAddress.values()].map((u) => u.length))).toBe(sizes.bigAddressUtxos);
    // Node IDs and tx IDs are real CB58 with checksums.
    for (const v of chain.validators.slice(-50)) {
      expect(decodeNodeId(v.nodeId)).toHaveLength(20);
      expect(decodeId(v.txId)).toHaveLength(32);
    }
  });

  test('stays consistent: blocks chained by hash, each staker accepted in the block its height names, no block near a response cap', () => {
    for (let h = 1; h < chain.blocks.length; h += 97)
      expect(chain.blocks[h]!.parentId).toBe(cb58Encode(sha256(chain.blocks[h - 1]!.bytes)));
    for (const v of chain.validators.filter((_, i) => i % 101 === 0))
      expect(chain.blocks[v.height]!.txIds).toContain(v.txId);
    for (const s of chain.subnets.filter((_, i) => i % 89 === 0))
      for (const v of s.validators) expect(chain.blocks[v.height]!.txIds).toContain(v.txId);
    // Any 1,024 blocks (the most one getContainerRange answers), in hex, stay below the harness's 16 MiB body cap.
    const largest = chain.blocks
      .map((b) => b.bytes.length)
      .sort((a, b) => b - a)
      .slice(0, 1024);
    expect(largest.reduce((sum, n) => sum + 2 * n, 0)).toBeLessThan(16 * 1024 * 1024);
  });
});
