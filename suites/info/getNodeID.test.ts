// info.getNodeID (spec/info-api.md): the node's ID and BLS key, held to the proof of possession, the node-id header of
// its answers and the key the P-Chain registered for it.
import { check } from '../../src/check/check.js';
import { headerValue } from '../../src/client/exchange.js';
import { fromHex } from '../../src/encoding/hex.js';
import { HEALTH_PATH } from '../../src/spec/api-paths.js';
import { verifyProofOfPossession } from '../../src/tx/bls.js';
import { ownValidator } from '../_support/node-local-info.js';

check(
  "getNodeID's nodePOP is a proof of possession that verifies under its publicKey",
  {
    id: 'getNodeID.pop-verifies',
    method: 'info.getNodeID',
    aspect: 'consistency',
    clauses: ['I.info.getNodeID', 'I.info.getNodeID.pop'],
  },
  async (t) => {
    const { nodePOP } = await t.call('info.getNodeID', {});
    t.assert(
      verifyProofOfPossession(fromHex(nodePOP.publicKey), fromHex(nodePOP.proofOfPossession)),
      "nodePOP.proofOfPossession is no BLS signature of publicKey over itself (Avalanche's proof-of-possession ciphersuite)",
      {
        expected: `a proof of possession of ${nodePOP.publicKey}`,
        received: nodePOP.proofOfPossession,
        path: '$.result.nodePOP.proofOfPossession',
      },
    );
  },
);

check(
  "the node-id header of the node's answers names the nodeID getNodeID answers",
  {
    id: 'getNodeID.header-agrees',
    method: 'info.getNodeID',
    aspect: 'consistency',
    clauses: ['I.info.node-id-header'],
  },
  async (t) => {
    const { nodeID } = await t.call('info.getNodeID', {});
    const own = t.exchanges.at(-1)!;
    const health = await t.http({ method: 'GET', path: HEALTH_PATH });
    const answers = [
      { what: 'the getNodeID answer', headers: t.answered(own).headers },
      { what: `the answer to GET ${HEALTH_PATH}`, headers: t.answered(health).headers },
    ];
    if (
      t.run.target.given?.startsWith('replay:') &&
      answers.every((a) => headerValue(a.headers, 'node-id') === undefined)
    )
      t.skip('a cassette keeps no node-id header (src/replay/cassette.ts drops it as a volatile header)');
    for (const { what, headers } of answers)
      t.verify(
        headerValue(headers, 'node-id') === nodeID,
        `the node-id header of ${what} does not name the node getNodeID names`,
        {
          expected: nodeID,
          received: headerValue(headers, 'node-id') ?? '(no node-id header)',
          path: 'node-id',
        },
      );
  },
);

check(
  "a node that validates the Primary Network is registered with getNodeID's BLS key",
  {
    id: 'getNodeID.validator-key',
    method: 'info.getNodeID',
    aspect: 'consistency',
    clauses: ['I.info.getNodeID.validator'],
  },
  async (t) => {
    const { nodeID, nodePOP } = await t.call('info.getNodeID', {});
    const own = await ownValidator(t, nodeID);
    if (!own)
      return t.skip(`the node (${nodeID}) is not a current Primary Network validator (platform.getCurrentValidators)`);
    if (!own.signer) return t.skip(`the node (${nodeID}) validates the Primary Network without a BLS key`);
    t.equal(
      own.signer.publicKey,
      nodePOP.publicKey,
      "getCurrentValidators registers another BLS key for the node than getNodeID's nodePOP",
      '$.result.nodePOP.publicKey',
    );
  },
);
