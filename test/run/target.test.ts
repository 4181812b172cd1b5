// What --target names: the mock, a cassette, or a node's base URL, also when the URL given is one of its APIs'.
import { expect, test } from 'vitest';
import { InputError } from '../../src/errors.js';
import { parseTarget, targetKind } from '../../src/harness/target.js';

test("a URL of one of the node's APIs names the node: its path from /ext/ on is dropped, a prefix before it kept", () => {
  expect(parseTarget('http://127.0.0.1:9650/ext/bc/P')).toEqual({
    kind: 'http',
    url: 'http://127.0.0.1:9650',
    droppedPath: '/ext/bc/P',
  });
  expect(parseTarget('https://rpc.example/avax/ext/info')).toEqual({
    kind: 'http',
    url: 'https://rpc.example/avax',
    droppedPath: '/ext/info',
  });
  expect(parseTarget('http://127.0.0.1:9650/')).toEqual({ kind: 'http', url: 'http://127.0.0.1:9650' });
  expect(parseTarget('replay:a.ndjson')).toEqual({ kind: 'replay', file: 'a.ndjson' });
  expect(() => parseTarget('ftp://x/ext/bc/P')).toThrow(InputError);
});

test('a target text names its kind by its form alone, as parseTarget reads it', () => {
  for (const text of ['mock', 'mock:avalanchego@1.14.2', 'replay:a.ndjson', 'http://127.0.0.1:9650'])
    expect(targetKind(text), text).toBe(parseTarget(text).kind);
  expect(targetKind('replay:')).toBe('replay');
});
