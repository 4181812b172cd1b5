// platform.getAllValidatorsAt (served by AvalancheGo, not in the spec): every subnet's validator set at a height.
import { Result } from '../../schemas/platform/getAllValidatorsAt.js';
import { schemaCheck } from '../../src/check/schema-check.js';
import { check } from '../../src/check/check.js';
import { z } from 'zod';
import { PRIMARY_NETWORK_ID } from '../../src/spec/api-paths.js';

schemaCheck(
  'getAllValidatorsAt.schema',
  'getAllValidatorsAt answers the validator sets at the current height',
  'platform.getAllValidatorsAt',
  (t: { discovery: { height: string } }) => ({ height: t.discovery.height }),
  Result,
  ['P.conv.nodeid', 'P.conv.bytes-hex'],
);

/** What the key comparison reads of getCurrentValidators: each node's BLS key. */
const Keys = z.looseObject({
  validators: z.array(
    z.looseObject({ nodeID: z.string(), signer: z.looseObject({ publicKey: z.string() }).optional() }),
  ),
});

check(
  "each subnet's set at a height weighs each key's nodes as getValidatorsAt does at that height, totalWeight is the set's whole weight, and each key is its nodes' own",
  {
    id: 'getAllValidatorsAt.agrees-with-validators-at',
    method: 'platform.getAllValidatorsAt',
    aspect: 'consistency',
    clauses: ['P.m.getValidatorsAt'],
  },
  async (t) => {
    const height = (await t.call('platform.getHeight', {})).height;
    const sets = (await t.call('platform.getAllValidatorsAt', { height: String(height) })).validatorSets;
    for (const [subnetID, set] of Object.entries(sets).slice(0, 8)) {
      const at = (await t.call('platform.getValidatorsAt', { height: String(height), subnetID })).validators;
      const total = Object.values(at).reduce((s, w) => s + w, 0n);
      t.verify(
        set.totalWeight === total,
        `totalWeight of ${subnetID} at ${height} is not the sum of getValidatorsAt's weights`,
        {
          expected: String(total),
          received: String(set.totalWeight),
          path: `$.result.validatorSets.${subnetID}.totalWeight`,
        },
      );
      // The Primary Network's keys are its validators' signers (getCurrentValidators), read at the same height.
      const keys =
        subnetID === PRIMARY_NETWORK_ID
          ? new Map(
              t
                .ok(await t.rpc('platform.getCurrentValidators', {}), Keys)
                .validators.flatMap((v) => (v.signer ? [[v.nodeID, v.signer.publicKey.toLowerCase()] as const] : [])),
            )
          : new Map<string, string>();
      set.validators.forEach((v, i) => {
        for (const n of v.nodeIDs)
          if (keys.has(n))
            t.verify(
              keys.get(n) === v.publicKey.toLowerCase(),
              `the key of ${n} in the set of ${subnetID} is not its signer in getCurrentValidators`,
              {
                expected: keys.get(n)!,
                received: v.publicKey,
                path: `$.result.validatorSets.${subnetID}.validators[${i}].publicKey`,
              },
            );
        const missing = v.nodeIDs.filter((n) => at[n] === undefined);
        const weight = v.nodeIDs.reduce((s, n) => s + (at[n] ?? 0n), 0n);
        t.verify(
          missing.length === 0 && v.weight === weight,
          `the key ${v.publicKey.slice(0, 18)}… of ${subnetID} at ${height} does not weigh what getValidatorsAt gives its nodes`,
          {
            expected: `${weight} (${v.nodeIDs.length} node(s) in getValidatorsAt${missing.length ? `, ${missing.join(', ')} not` : ''})`,
            received: String(v.weight),
            path: `$.result.validatorSets.${subnetID}.validators[${i}]`,
          },
        );
      });
    }
  },
);
