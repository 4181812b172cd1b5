// platform.getTimestamp: the chain time.
import { Result, chainTime } from '../../schemas/platform/getTimestamp.js';
import { schemaCheck } from '../../src/check/schema-check.js';
import { check } from '../../src/check/check.js';
import { chainModel } from '../_support/worker-chain-model.js';

schemaCheck(
  'getTimestamp.schema',
  'answers the chain time as an RFC 3339 string',
  'platform.getTimestamp',
  {},
  Result,
  ['P.m.getTimestamp', 'P.conv.rfc3339'],
);

check(
  'the chain time is not before the time of the last accepted block',
  {
    id: 'getTimestamp.not-before-last-block',
    method: 'platform.getTimestamp',
    aspect: 'consistency',
    clauses: ['P.m.getTimestamp'],
  },
  async (t) => {
    const m = chainModel(t);
    const tipTime = m.blockTimes.get(m.tip);
    if (tipTime === null || tipTime === undefined)
      return t.skip(`the last block read (height ${m.tip}) carries no time (an Apricot block)`);
    const r = await t.call('platform.getTimestamp', {});
    const text = chainTime(r);
    const time = BigInt(Math.floor(Date.parse(text) / 1000));
    // The chain time only moves forward, and a block is accepted at or after its own time: a later tip only raises the bound.
    t.verify(
      time >= tipTime,
      `the chain time is before the time of block ${m.tip} (${new Date(Number(tipTime) * 1000).toISOString()})`,
      { expected: `>= ${tipTime}`, received: `${time} (${text})`, path: '$.result.timestamp' },
    );
  },
);
