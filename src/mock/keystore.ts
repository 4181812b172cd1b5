// The keystore API (deprecated; removed from AvalancheGo in v1.12.2), with the spec's rules:
// usernames and passwords at most 1024 characters, passwords of at least 8 characters with upper- and
// lower-case letters, digits and symbols, export/import keeping only a salted password hash. The keystore's deep
// faults change how a request is read, or the users kept (ctx.deep, src/mock/faults/deep.ts).
import { createHash } from 'node:crypto';
import { Reader, Writer } from '../codec/bytes.js';
import { decodeHexChecksum, encodeHexChecksum } from '../encoding/hex.js';
import type { Route } from './mock-contracts.js';
import { argsOf } from './go-params.js';
import { methodHandlers, untypedAnswer } from './method-handlers.js';
import type { NodeContext } from './node-context.js';
import { RpcMethodError } from './mock-contracts.js';
import { MAX_KEYSTORE_FIELD_LENGTH } from '../spec/limits.js';

interface User {
  hash: Uint8Array;
  salt: Uint8Array;
}

/** The mock's password hash: sha256(salt ‖ password). (The node uses Argon2id; the blob layout is the same.) */
function hashPassword(password: string, salt: Uint8Array): Uint8Array {
  return new Uint8Array(createHash('sha256').update(salt).update(password, 'utf8').digest());
}

const MAX = MAX_KEYSTORE_FIELD_LENGTH;

export function isStrongPassword(pw: string): boolean {
  return pw.length >= 8 && /[a-z]/.test(pw) && /[A-Z]/.test(pw) && /[0-9]/.test(pw) && /[^A-Za-z0-9]/.test(pw);
}

export function keystoreRoute(ctx: NodeContext): Route {
  const users = new Map<string, User>();
  let saltCounter = 0;
  const checkName = (username: string) => {
    if (username === '') throw new RpcMethodError('empty username');
    if (username.length > MAX && ctx.deep.keystoreUsernameLengthChecked)
      throw new RpcMethodError(`username exceeds maximum length of ${MAX} chars`);
  };
  const verify = (username: string, password: string): User => {
    const u = users.get(username);
    if (!u || Buffer.compare(Buffer.from(u.hash), Buffer.from(hashPassword(password, u.salt))) !== 0)
      throw new RpcMethodError(`incorrect password: user "${username}"`);
    return u;
  };
  const handlers = methodHandlers({
    'keystore.createUser': (p) => {
      const a = argsOf(p);
      const username = a.str('username');
      const password = a.str('password');
      checkName(username);
      if (users.has(username)) throw new RpcMethodError(`user already exists: ${username}`);
      if (password === '') throw new RpcMethodError('empty password');
      if (password.length > ctx.deep.keystorePasswordMax)
        throw new RpcMethodError(`password exceeds maximum length of ${MAX} chars`);
      if (!isStrongPassword(password) && ctx.deep.keystorePasswordStrengthChecked)
        throw new RpcMethodError('password is too weak');
      const salt = createHash('sha256').update(`${ctx.state.seed}:${++saltCounter}`).digest().subarray(0, 16);
      users.set(username, { salt: new Uint8Array(salt), hash: hashPassword(password, salt) });
      return {};
    },
    'keystore.deleteUser': (p) => {
      const a = argsOf(p);
      const username = a.str('username');
      const password = a.str('password');
      checkName(username);
      if (!users.has(username)) throw new RpcMethodError(`user doesn't exist: ${username}`);
      verify(username, password);
      if (ctx.deep.keystoreDeleteRemovesUser) users.delete(username);
      return {};
    },
    'keystore.listUsers': () => ({ users: [...users.keys()].sort() }),
    'keystore.exportUser': (p) => {
      const a = argsOf(p);
      const username = a.str('username');
      const password = a.str('password');
      const encoding = a.encoding(ctx.deep.encodingAnyCase);
      checkName(username);
      const u = verify(username, password);
      if (encoding === 'json')
        throw new RpcMethodError("couldn't encode user to string: unsupported encoding in method");
      const blob = new Writer().u16(0).fixed(u.hash).fixed(u.salt).u32(0).finish();
      const user = encodeHexChecksum(blob);
      // hexc and hexnc (fault real-encoding-any-case), echoed as AvalancheGo does, are beyond the schema.
      return encoding === 'hex' ? { user, encoding } : untypedAnswer({ user, encoding });
    },
    'keystore.importUser': (p) => {
      const a = argsOf(p);
      const text = a.str('user');
      const username = a.str('username');
      const password = a.str('password');
      let blob: Uint8Array;
      try {
        // "" decodes to no bytes at all: the codec refuses them after the username checks (facts §3.3).
        blob = text === '' ? new Uint8Array(0) : decodeHexChecksum(text);
      } catch (e) {
        throw new RpcMethodError(`couldn't decode 'user' to bytes: ${(e as Error).message}`);
      }
      checkName(username);
      if (users.has(username)) throw new RpcMethodError(`user already exists: ${username}`);
      let user: User;
      try {
        if (blob.length < 2) throw new Error("couldn't unpack codec version");
        const r = new Reader(blob);
        if (r.u16() !== 0) throw new Error('unknown codec version');
        user = { hash: new Uint8Array(r.fixed(32)), salt: new Uint8Array(r.fixed(16)) };
        r.u32();
        r.done();
      } catch (e) {
        throw new RpcMethodError((e as Error).message.replace(/^codec: /, ''));
      }
      const matches = Buffer.compare(Buffer.from(user.hash), Buffer.from(hashPassword(password, user.salt))) === 0;
      if (!matches && ctx.deep.keystoreImportChecksPassword)
        throw new RpcMethodError(`incorrect password: user "${username}"`);
      users.set(username, user);
      return {};
    },
  });
  return { service: 'keystore', handlers };
}
