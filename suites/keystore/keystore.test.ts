// The keystore (deprecated; removed from AvalancheGo in v1.12.2): users, limits, export and import.
// Every user a check creates is deleted again, also when the check fails. Usernames are unique per
// check and run. The checks run one after another: listUsers must not see another check's user.
import { describe } from 'vitest';
import type { z } from 'zod';
import { Result as Empty } from '../../schemas/keystore/createUser.js';
import { Result as Users } from '../../schemas/keystore/listUsers.js';
import { saysMethodNotFound } from '../../src/deviations/registry.js';
import { check, type CheckContext } from '../../src/check/check.js';
import { hexPayload } from '../_support/bytes.js';
import {
  dropUser,
  KEYSTORE_PATH,
  listUsers,
  PASSWORD,
  REMOVED_IN,
  removedByVersion,
  requireKeystore,
  userFor,
  withUser,
} from '../_support/node-local-keystore.js';

/** Judges one keystore method against the version rule (K.ver.deprecated) from one answer to it. */
async function judgeDeprecated(t: CheckContext, method: string, params: unknown, schema?: z.ZodType): Promise<void> {
  const out = await t.rpc(method, params, { path: KEYSTORE_PATH });
  const status = t.answered(out.exchange).status;
  const served = status !== 404;
  t.observe('deprecated', served ? 'served' : 'removed');
  const profile = t.run.profile;
  if (removedByVersion(profile))
    return void t.equal(status, 404, `the keystore was removed in v${REMOVED_IN}; this node is v${profile}`);
  if (!served) {
    // Before v1.12.2 the keystore exists but is off by default (--api-keystore-enabled, false since v1.9.6).
    if (/^\d/.test(profile))
      t.skip(`the keystore is not enabled on this v${profile} node (${KEYSTORE_PATH} answers 404)`);
    t.fail('the spec lists the keystore API (deprecated, not removed): it must be served', {
      expected: `a JSON-RPC answer at ${KEYSTORE_PATH}`,
      received: 'HTTP 404',
      path: KEYSTORE_PATH,
    });
  }
  if (schema) return void t.ok(out, schema);
  t.expectEnvelope(out);
  const e = out.error;
  t.assert(!saysMethodNotFound(e), `${method} must be served while the keystore is`, {
    expected: `${method} answered`,
    received: `error ${e?.code} ${JSON.stringify(e?.message)}`,
    path: '$.error',
  });
}

// Sequential: listUsers answers must not depend on which other check's user exists at that moment
// (and the same seed must send byte-identical requests and get byte-identical answers).
describe.sequential('keystore', () => {
  check(
    'is served before v1.12.2 and answers 404 from v1.12.2 on, as the version says',
    {
      id: 'keystore.listUsers.served-until-removal',
      method: 'keystore.listUsers',
      aspect: 'deprecation',
      clauses: ['K.ver.deprecated', 'K.listUsers'],
      runWhenAbsent: true,
    },
    async (t) => {
      await judgeDeprecated(t, 'keystore.listUsers', {}, Users);
    },
  );

  // Params the node refuses before touching any user (empty username). Still, createUser, deleteUser
  // and importUser are state-changing methods: they are only sent with --allow-writes (or to the mock).
  for (const [name, params, writes] of [
    ['createUser', { username: '', password: '' }, true],
    ['deleteUser', { username: '', password: '' }, true],
    ['exportUser', { username: '', password: '' }, false],
    ['importUser', { username: '', password: '', user: '' }, true],
  ] as const) {
    check(
      `keystore.${name} is served before v1.12.2 and answers 404 from v1.12.2 on`,
      {
        id: `keystore.${name}.served-until-removal`,
        method: `keystore.${name}`,
        aspect: 'deprecation',
        clauses: ['K.ver.deprecated'],
        runWhenAbsent: true,
        writes,
      },
      async (t) => {
        await judgeDeprecated(t, `keystore.${name}`, params);
      },
    );
  }

  check(
    'listUsers answers users, a list of usernames',
    { id: 'keystore.listUsers.schema', method: 'keystore.listUsers', aspect: 'schema', clauses: ['K.listUsers'] },
    async (t) => {
      requireKeystore(t);
      const users = await listUsers(t);
      t.equal([...new Set(users)].length, users.length, 'a username is listed once', '$.result.users');
    },
  );

  check(
    'create, list, export, import under another name and delete a user',
    {
      id: 'keystore.user-lifecycle',
      method: 'keystore.createUser',
      aspect: 'keystore',
      clauses: ['K.createUser', 'K.listUsers', 'K.exportUser', 'K.importUser', 'K.import.username', 'K.deleteUser'],
      writes: true,
    },
    async (t) => {
      requireKeystore(t);
      const name = userFor(t);
      const copy = userFor(t, 'copy');
      await withUser(t, name, async () => {
        const users = await listUsers(t);
        t.assert(users.includes(name), 'listUsers must list the new user', {
          expected: name,
          received: users.join(','),
          path: '$.result.users',
        });
        const exported = await t.call('keystore.exportUser', { username: name, password: PASSWORD, encoding: 'hex' });
        await dropUser(t, copy);
        t.ok(
          await t.rpc('keystore.importUser', {
            username: copy,
            password: PASSWORD,
            user: exported.user,
            encoding: 'hex',
          }),
          Empty,
        );
        try {
          const after = await listUsers(t);
          t.assert(after.includes(copy), 'the imported user must be listed under its new name', {
            expected: copy,
            received: after.join(','),
            path: '$.result.users',
          });
        } finally {
          await dropUser(t, copy);
        }
        t.ok(await t.rpc('keystore.deleteUser', { username: name, password: PASSWORD }), Empty);
        const left = await listUsers(t);
        t.assert(!left.includes(name) && !left.includes(copy), 'deleted users must no longer be listed', {
          expected: `neither ${name} nor ${copy}`,
          received: left.join(','),
          path: '$.result.users',
        });
      });
    },
  );

  check(
    'exportUser answers the user as 0x-hex with its checksum, and encoding "hex"',
    {
      id: 'keystore.exportUser.hex',
      method: 'keystore.exportUser',
      aspect: 'keystore',
      clauses: ['K.exportUser'],
      writes: true,
    },
    async (t) => {
      requireKeystore(t);
      const name = userFor(t);
      await withUser(t, name, async () => {
        const r = await t.call('keystore.exportUser', { username: name, password: PASSWORD });
        const blob = hexPayload(t, r.user, '$.result.user');
        t.assert(blob.length > 0, 'the exported user must carry data', {
          expected: 'non-empty',
          received: r.user,
          path: '$.result.user',
        });
      });
    },
  );

  check(
    'exportUser rejects encoding json (hex only)',
    {
      id: 'keystore.exportUser.json-encoding-rejected',
      method: 'keystore.exportUser',
      aspect: 'encoding',
      clauses: ['K.exportUser'],
      writes: true,
    },
    async (t) => {
      requireKeystore(t);
      const name = userFor(t);
      await withUser(t, name, async () => {
        t.rpcError(await t.rpc('keystore.exportUser', { username: name, password: PASSWORD, encoding: 'json' }));
      });
    },
  );

  check(
    'deleteUser answers an empty object and the user is no longer listed',
    {
      id: 'keystore.deleteUser.unlisted',
      method: 'keystore.deleteUser',
      aspect: 'keystore',
      clauses: ['K.deleteUser'],
      writes: true,
    },
    async (t) => {
      requireKeystore(t);
      const name = userFor(t);
      await withUser(t, name, async () => {
        t.ok(await t.rpc('keystore.deleteUser', { username: name, password: PASSWORD }), Empty);
        const users = await listUsers(t);
        t.assert(!users.includes(name), 'a deleted user must not be listed', {
          expected: `no ${name}`,
          received: users.join(','),
          path: '$.result.users',
        });
      });
    },
  );

  check(
    'importUser with a wrong password is rejected',
    {
      id: 'keystore.importUser.wrong-password',
      method: 'keystore.importUser',
      aspect: 'keystore',
      clauses: ['K.import.password'],
      writes: true,
    },
    async (t) => {
      requireKeystore(t);
      const name = userFor(t);
      const copy = userFor(t, 'copy');
      await withUser(t, name, async () => {
        const exported = await t.call('keystore.exportUser', { username: name, password: PASSWORD });
        const out = await t.rpc('keystore.importUser', {
          username: copy,
          password: 'Wrong#Password-2026',
          user: exported.user,
        });
        if (out.error === undefined) await dropUser(t, copy, 'Wrong#Password-2026');
        t.rpcError(out);
      });
    },
  );

  /** createUser must refuse this password (K.limit.*); a user it creates anyway is deleted again. */
  const rejects = (password: string) => async (t: CheckContext) => {
    requireKeystore(t);
    const name = userFor(t);
    const out = await t.rpc('keystore.createUser', { username: name, password });
    if (out.error === undefined) await dropUser(t, name, password);
    t.rpcError(out);
  };

  for (const weak of ['password', 'weak', 'a']) {
    check(
      `createUser rejects the weak password ${JSON.stringify(weak)}`,
      {
        id: `keystore.createUser.weak-password-${weak}`,
        method: 'keystore.createUser',
        aspect: 'keystore',
        clauses: ['K.limit.strength'],
        writes: true,
      },
      rejects(weak),
    );
  }

  check(
    'createUser rejects a password of fewer than 8 characters, though it mixes every character class',
    {
      id: 'keystore.createUser.short-password',
      method: 'keystore.createUser',
      aspect: 'keystore',
      clauses: ['K.limit.strength'],
      writes: true,
    },
    rejects('Qz7#kP!'),
  );

  check(
    'createUser rejects a long password of lower-case letters only',
    {
      id: 'keystore.createUser.lowercase-password',
      method: 'keystore.createUser',
      aspect: 'keystore',
      clauses: ['K.limit.strength'],
      writes: true,
    },
    rejects('thisisareallylongandpresumablyverystrongpassword'),
  );

  check(
    'createUser rejects a username of 1025 characters and accepts 1024',
    {
      id: 'keystore.createUser.username-limit',
      method: 'keystore.createUser',
      aspect: 'limit',
      clauses: ['K.limit.username'],
      writes: true,
    },
    async (t) => {
      requireKeystore(t);
      const long = userFor(t).padEnd(1025, 'x');
      const out = await t.rpc('keystore.createUser', { username: long, password: PASSWORD });
      if (out.error === undefined) await dropUser(t, long);
      t.rpcError(out);
      await withUser(t, long.slice(0, 1024), async () => {});
    },
  );

  check(
    'createUser rejects a password of 1025 characters',
    {
      id: 'keystore.createUser.password-over-limit',
      method: 'keystore.createUser',
      aspect: 'limit',
      clauses: ['K.limit.password'],
      writes: true,
    },
    rejects(PASSWORD.padEnd(1025, 'x')),
  );

  check(
    'createUser accepts a strong password of 1024 characters',
    {
      id: 'keystore.createUser.password-at-limit',
      method: 'keystore.createUser',
      aspect: 'limit',
      clauses: ['K.limit.password', 'K.createUser'],
      writes: true,
    },
    async (t) => {
      requireKeystore(t);
      await withUser(t, userFor(t), async () => {}, PASSWORD.padEnd(1024, 'x'));
    },
  );
});
