// platform.getL1Validator: the record of one L1 validator, by validation ID.
import { z } from 'zod';
import { Result } from '../../schemas/platform/getL1Validator.js';
import { Uint64 } from '../../schemas/primitives.js';
import { ownerText } from '../_support/worker-chain-model.js';
import { check } from '../../src/check/check.js';
import { starved } from '../_support/inputs.js';

check(
  'getL1Validator answers the L1 validator record',
  {
    id: 'getL1Validator.schema',
    method: 'platform.getL1Validator',
    aspect: 'schema',
    clauses: ['P.m.getL1Validator', 'P.res.l1-validator'],
  },
  async (t) => {
    const id = t.discovery.l1ValidationIds[0] ?? starved(t, 'subnets', 'no L1 validator on this target');
    const r = t.ok(await t.rpc('platform.getL1Validator', { validationID: id }), Result);
    t.equal(r.validationID, id, 'the record must be of the requested validation ID', '$.result.validationID');
  },
);

/** What the comparison reads of an L1 validator record, wherever it is reported. */
const L1_MEMBERS = [
  'nodeID',
  'weight',
  'startTime',
  'publicKey',
  'remainingBalanceOwner',
  'deactivationOwner',
  'minNonce',
  'balance',
] as const;
const Listed = z.looseObject({ validators: z.array(z.looseObject({ validationID: z.string().optional() })) });

/** A member in one comparable form: owners by ownerText, hex lower-cased, numbers as decimal strings. */
function memberText(v: unknown): string {
  if (v !== null && typeof v === 'object' && 'addresses' in v)
    return ownerText(v as { locktime: unknown; threshold: unknown; addresses: unknown[] });
  return typeof v === 'string' && v.startsWith('0x') ? v.toLowerCase() : String(v);
}

check(
  "each L1 validator's record is the entry getCurrentValidators of its subnet lists under its validation ID, at the height getHeight reports",
  {
    id: 'getL1Validator.agrees-with-current-validators',
    method: 'platform.getL1Validator',
    aspect: 'consistency',
    clauses: ['P.m.getL1Validator', 'P.res.l1-validator', 'P.res.current-validator.l1'],
  },
  async (t) => {
    const ids = t.discovery.l1ValidationIds.slice(0, 8);
    if (ids.length === 0) starved(t, 'subnets', 'no L1 validator on this target');
    const heightBefore = Uint64.parse((await t.call('platform.getHeight', {})).height);
    const listedBySubnet = new Map<string, Array<Record<string, unknown>>>();
    for (const id of ids) {
      const r = t.ok(await t.rpc('platform.getL1Validator', { validationID: id }), Result);
      let listed = listedBySubnet.get(r.subnetID);
      if (!listed)
        listedBySubnet.set(
          r.subnetID,
          (listed = t.ok(await t.rpc('platform.getCurrentValidators', { subnetID: r.subnetID }), Listed).validators),
        );
      const entry = listed.find((v) => v.validationID === id);
      if (
        !t.verify(
          entry,
          `L1 validator ${id} of subnet ${r.subnetID} is not listed by getCurrentValidators of its subnet`,
          {
            expected: `an entry with validationID ${id}`,
            received: `${listed.length} validators without it`,
            path: '$.result.validators',
            rpc: 'platform.getCurrentValidators',
          },
        )
      )
        continue;
      for (const member of L1_MEMBERS) {
        const got = memberText((r as Record<string, unknown>)[member]);
        const want = memberText(entry![member]);
        t.verify(
          got === want,
          `getL1Validator's ${member} of ${id} is not what getCurrentValidators of its subnet lists`,
          { expected: want, received: got, path: `$.result.${member}`, rpc: 'platform.getL1Validator' },
        );
      }
      // The record is read at the last accepted height: between the heights before and after it was asked.
      const heightAfter = Uint64.parse((await t.call('platform.getHeight', {})).height);
      t.verify(
        r.height >= heightBefore && r.height <= heightAfter,
        `getL1Validator's height is not the last accepted height getHeight reports`,
        {
          expected: `${heightBefore}..${heightAfter}`,
          received: String(r.height),
          path: '$.result.height',
          rpc: 'platform.getL1Validator',
        },
      );
    }
  },
);
