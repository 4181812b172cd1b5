// The keystore (deprecated; removed from AvalancheGo in v1.12.2): users, limits, export and import.
// Every user a check creates is deleted again, also when the check fails.
import { createHash } from 'node:crypto';
import { describe } from 'vitest';
import { Result as Empty } from '../../schemas/keystore/createUser.js';
import { Result as Exported } from '../../schemas/keystore/exportUser.js';
import { Result as Users } from '../../schemas/keystore/listUsers.js';
import { check, type CheckContext } from '../../src/harness/check.js';
import { compareVersions } from '../../src/harness/profile.js';

const PASSWORD = 'Avaconform#2026-strong';

function requireKeystore(t: CheckContext): void {
  if (t.discovery.keystore !== 'served') t.skip('the keystore is not served by this node (/ext/keystore answers 404)');
}

/** A username unique to the check and the run, so concurrent checks never collide. */
function userFor(t: CheckContext, suffix = ''): string {
  return `avaconform-${createHash('sha256').update(`${t.id}:${t.run.seed}:${suffix}`).digest('hex').slice(0, 12)}`;
}

async function withUser(t: CheckContext, name: string, body: () => Promise<void>): Promise<void> {
  t.ok(await t.rpc('keystore.createUser', { username: name, password: PASSWORD }), Empty);
  try {
    await body();
  } finally {
    await t.rpc('keystore.deleteUser', { username: name, password: PASSWORD });
  }
}

describe('keystore', () => {
  check('is served before v1.12.2 and answers 404 from v1.12.2 on, as the version says', { method: 'keystore.listUsers', aspect: 'deprecation', clauses: ['K.ver.deprecated'], runWhenAbsent: true }, async (t) => {
    const x = await t.http({ method: 'POST', path: '/ext/keystore', headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"method":"keystore.listUsers","params":{}}' });
    const status = t.answered(x).status;
    const served = status !== 404;
    t.observe('deprecated', served ? 'served' : 'removed');
    const removedExpected = /^\d/.test(t.run.profile) && compareVersions(t.run.profile, '1.12.2') >= 0;
    if (removedExpected) t.equal(status, 404, `the keystore was removed in v1.12.2; this node is v${t.run.profile}`);
    else if (!served && t.run.profile === 'mock') t.fail('the keystore must be served', { expected: 'served', received: 'HTTP 404' });
  });

  check('create, list, export, import under another name and delete a user', { method: 'keystore.createUser', aspect: 'keystore', clauses: ['K.createUser', 'K.listUsers', 'K.exportUser', 'K.importUser', 'K.import.username', 'K.deleteUser'], writes: true }, async (t) => {
    requireKeystore(t);
    const name = userFor(t);
    const copy = userFor(t, 'copy');
    await withUser(t, name, async () => {
      const users = t.ok(await t.rpc('keystore.listUsers', {}), Users).users;
      t.assert(users.includes(name), 'listUsers must list the new user', { expected: name, received: users.join(','), path: '$.result.users' });
      const exported = t.ok(await t.rpc('keystore.exportUser', { username: name, password: PASSWORD, encoding: 'hex' }), Exported);
      t.ok(await t.rpc('keystore.importUser', { username: copy, password: PASSWORD, user: exported.user, encoding: 'hex' }), Empty);
      try {
        const after = t.ok(await t.rpc('keystore.listUsers', {}), Users).users;
        t.assert(after.includes(copy), 'the imported user must be listed under its new name', { expected: copy, received: after.join(','), path: '$.result.users' });
      } finally {
        await t.rpc('keystore.deleteUser', { username: copy, password: PASSWORD });
      }
    });
  });

  check('importUser with a wrong password is rejected', { method: 'keystore.importUser', aspect: 'keystore', clauses: ['K.import.password'], writes: true }, async (t) => {
    requireKeystore(t);
    const name = userFor(t);
    const copy = userFor(t, 'copy');
    await withUser(t, name, async () => {
      const exported = t.ok(await t.rpc('keystore.exportUser', { username: name, password: PASSWORD }), Exported);
      const out = await t.rpc('keystore.importUser', { username: copy, password: 'Wrong#Password-2026', user: exported.user });
      if (out.error === undefined) await t.rpc('keystore.deleteUser', { username: copy, password: 'Wrong#Password-2026' });
      t.rpcError(out);
    });
  });

  for (const weak of ['password', 'weak', 'a']) {
    check(`createUser rejects the weak password ${JSON.stringify(weak)}`, { method: 'keystore.createUser', aspect: 'keystore', clauses: ['K.limit.strength'], writes: true }, async (t) => {
      requireKeystore(t);
      const name = userFor(t);
      const out = await t.rpc('keystore.createUser', { username: name, password: weak });
      if (out.error === undefined) await t.rpc('keystore.deleteUser', { username: name, password: weak });
      t.rpcError(out);
    });
  }

  check('createUser rejects a username of 1025 characters and accepts 1024', { method: 'keystore.createUser', aspect: 'limit', clauses: ['K.limit.username'], writes: true }, async (t) => {
    requireKeystore(t);
    const long = userFor(t).padEnd(1025, 'x');
    const out = await t.rpc('keystore.createUser', { username: long, password: PASSWORD });
    if (out.error === undefined) await t.rpc('keystore.deleteUser', { username: long, password: PASSWORD });
    t.rpcError(out);
    await withUser(t, long.slice(0, 1024), async () => {});
  });

  check('createUser rejects a password of 1025 characters', { method: 'keystore.createUser', aspect: 'limit', clauses: ['K.limit.password'], writes: true }, async (t) => {
    requireKeystore(t);
    const name = userFor(t);
    const long = PASSWORD.padEnd(1025, 'x');
    const out = await t.rpc('keystore.createUser', { username: name, password: long });
    if (out.error === undefined) await t.rpc('keystore.deleteUser', { username: name, password: long });
    t.rpcError(out);
  });
});
