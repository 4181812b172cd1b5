// Mock handlers and t.call are typed by their method's module (schemas/<api>/<method>.ts): what must not compile is
// marked @ts-expect-error, which `npm run typecheck` holds (an expected error that does not occur fails it).
import { expect, test } from 'vitest';
import type { CheckContext } from '../../src/check/context.js';
import { argsOf } from '../../src/mock/go-params.js';
import { methodHandlers } from '../../src/mock/method-handlers.js';

test('a handler reads only the params its schema names and answers its Result', async () => {
  const table = methodHandlers({
    'info.getBlockchainID': (p) => ({ blockchainID: argsOf(p).str('alias') }),
    // @ts-expect-error: isBootstrapped answers { isBootstrapped: boolean }
    'info.isBootstrapped': () => ({ isBootstrapped: 'yes' }),
    // @ts-expect-error: getNodeIP's Params name no member
    'info.getNodeIP': (p) => ({ ip: argsOf(p).str('ip') }),
    // The raw params stay at hand (the node's errors for malformed ones).
    'info.getNetworkName': (p) => ({ networkName: typeof p.json }),
  });
  expect(await table['info.getBlockchainID']!({ alias: 'X' })).toEqual({ blockchainID: 'X' });
  expect(await table['info.getNetworkName']!([{}])).toEqual({ networkName: 'object' });
});

/** Calls a check may write; never run. */
async function calls(t: CheckContext): Promise<void> {
  await t.call('platform.getBlock', { blockID: '11111111111111111111111111111111LpoYY', encoding: 'hex' });
  await t.call('platform.getHeight');
  // @ts-expect-error: getBlock's Params has no member height
  await t.call('platform.getBlock', { blockID: '11111111111111111111111111111111LpoYY', height: 1 });
  // @ts-expect-error: blockID is required
  await t.call('platform.getBlock');
  // Malformed on purpose: the untyped path.
  await t.callRaw('platform.getBlock', { blockID: 5 });
}

test('t.call takes the params its method schema types', () => {
  expect(typeof calls).toBe('function');
});
