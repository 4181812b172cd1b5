// The embedded mock: deterministic state, pagination content, transport rules and the msw handlers.
import { createHash } from 'node:crypto';
import { http as mswHttp, passthrough } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generateChain } from '../../src/mock/chain/generate.js';
import { createMock } from '../../src/mock/node.js';
import { mockHandlers } from '../../src/mock/msw.js';
import { startMockServer } from '../../src/mock/server.js';
import { CATALOG } from '../../src/catalog/method-catalog.js';
import { UNMARSHAL_ERROR } from '../../src/mock/mock-contracts.js';
import { goJson } from '../../src/json/go-escape.js';
import { withoutFirstMember } from '../../src/mock/faults/effect.js';
import { blockJson } from '../../src/codec/codec.js';
import { fixedAnswer, fixedAnswerText } from '../../src/mock/fixed-answer.js';
import { parseJson, stringifyJson, type Json } from '../../src/json/lossless.js';

const hashState = (seed: number) => {
  const h = createHash('sha256');
  const s = generateChain({ seed, networkId: 12345 });
  for (const b of s.blocks) h.update(b.bytes);
  return h.digest('hex');
};

const post = (
  body: string,
  path = '/ext/bc/P',
  headers: Record<string, string> = { 'content-type': 'application/json' },
) => createMock({ seed: 1 }).handle({ method: 'POST', path, headers, body: new TextEncoder().encode(body) });

describe('mock chain state', () => {
  test('the same seed gives the same bytes; another seed other bytes', () => {
    expect(hashState(1)).toBe(hashState(1));
    expect(hashState(2)).not.toBe(hashState(1));
  });

  test('pagination addresses own 0, 1, 1023, 1024, 1025 and more than 3000 UTXOs', () => {
    const s = generateChain({ seed: 5 });
    const counts = [...s.utxosByAddress.values()].map((l) => l.length);
    for (const n of [1, 1023, 1024, 1025]) expect(counts).toContain(n);
    expect(Math.max(...counts)).toBeGreaterThan(3000);
    expect(s.blocks.length).toBeGreaterThanOrEqual(200);
    expect(s.subnets.map((x) => x.kind).sort()).toEqual(['elastic', 'l1', 'permissioned']);
  });
});

describe('mock answers made once', () => {
  test("a fixed result's text is written as Go writes it, frozen, and only a result marked fixed has one", () => {
    const value = fixedAnswer({ note: '<a & b>', n: 2n ** 64n, list: [{ x: 1 }] });
    expect(fixedAnswerText(value)).toBe(
      '{"note":"\\u003ca \\u0026 b\\u003e","n":18446744073709551616,"list":[{"x":1}]}',
    );
    expect(Object.isFrozen(value.list[0])).toBe(true);
    expect(fixedAnswerText({ ...value })).toBeUndefined();
  });

  test("a block's JSON answer, its text made once, is the writer's text of the whole answer, for any id, again and again", async () => {
    const ids = ['1', '"a<b>&\\u2028"', 'null', '9007199254740993', '0'];
    for (const faults of [[], ['result-member-dropped'], ['jsonrpc-wrong-version']]) {
      const mock = createMock({ seed: 1, faults });
      for (const h of [0, 1, 2, mock.context.state.blocks.length - 1])
        for (const idText of ids) {
          const request = new TextEncoder().encode(
            `{"jsonrpc":"2.0","id":${idText},"method":"platform.getBlockByHeight","params":{"height":"${h}","encoding":"json"}}`,
          );
          const send = () =>
            mock.handle({
              method: 'POST',
              path: '/ext/bc/P',
              headers: { 'content-type': 'application/json' },
              body: request,
            });
          const text = String((await send()).body);
          const answer = parseJson(text) as { jsonrpc: string; result: Json; id: Json };
          // Exactly what the writer makes of the answer it holds: member order, escapes, the id's digits.
          expect(goJson(answer), `${faults.join()} height ${h} id ${idText}`).toBe(text);
          const block = mock.context.state.blocks[h]!;
          const result = {
            block: blockJson(block.block, block.id, mock.context.state.hrp, { txsAlways: true }),
            encoding: 'json',
          };
          expect(stringifyJson(answer.result)).toBe(
            stringifyJson(faults.includes('result-member-dropped') ? withoutFirstMember(result) : result),
          );
          expect(answer.id).toEqual((parseJson(`{"id":${idText}}`) as { id: Json }).id);
          expect(answer.jsonrpc).toBe(faults.includes('jsonrpc-wrong-version') ? '1.0' : '2.0');
          expect(String((await send()).body)).toBe(text);
        }
    }
  });
});

describe('mock transport', () => {
  test('unknown paths get a text 404, GET on the API 405, a wrong content type 415', async () => {
    const node = createMock({ seed: 1 });
    expect((await node.handle({ method: 'GET', path: '/nope', headers: {}, body: new Uint8Array() })).status).toBe(404);
    expect((await node.handle({ method: 'GET', path: '/ext/bc/P', headers: {}, body: new Uint8Array() })).status).toBe(
      405,
    );
    expect((await post('{}', '/ext/bc/P', { 'content-type': 'text/plain' })).status).toBe(415);
  });

  test('answers end with a newline and escape <, > and & as the node does', async () => {
    const r = await post('{"jsonrpc":"2.0","id":"<&>","method":"platform.getHeight","params":{}}');
    expect(String(r.body)).toMatch(/"id":"\\u003c\\u0026\\u003e"\}\n$/);
  });

  test('a leading zero makes a number no JSON: -32700 with id null, also before an integer id beyond 2^53', async () => {
    const r = await post('{"jsonrpc":"2.0","id":09007199254740992,"method":"platform.getHeight","params":{}}');
    expect(JSON.parse(String(r.body))).toMatchObject({ id: null, error: { code: -32700 } });
  });

  test('a notification gets an empty 200', async () => {
    const r = await post('{"jsonrpc":"2.0","method":"platform.getHeight","params":{}}');
    expect(r.status).toBe(200);
    expect(r.body).toBe('');
  });

  test('a body led by null: -32600 or -32700 as the spec says; under real-null-body-silent an empty 200, as the node answers', async () => {
    const ask = (body: string, faults: string[] = []) =>
      createMock({ seed: 1, faults }).handle({
        method: 'POST',
        path: '/ext/bc/P',
        headers: { 'content-type': 'application/json' },
        body: new TextEncoder().encode(body),
      });
    const request = '{"jsonrpc":"2.0","id":1,"method":"platform.getHeight","params":{}}';
    expect(JSON.parse(String((await ask('null')).body)).error.code).toBe(-32600);
    expect(JSON.parse(String((await ask(`null${request}`)).body)).error.code).toBe(-32700);
    for (const body of ['null', ` \n null${request}`, 'null}}']) {
      const r = await ask(body, ['real-null-body-silent']);
      expect([r.status, r.body], body).toEqual([200, '']);
    }
    // Only a leading null: "nul" is no JSON value, and a request object is answered.
    expect(JSON.parse(String((await ask('nul', ['real-null-body-silent'])).body)).error.code).toBe(-32700);
    expect(JSON.parse(String((await ask(request, ['real-null-body-silent'])).body)).id).toBe(1);
  });

  test('every catalog method is served at its canonical path', async () => {
    const node = createMock({ seed: 1 });
    for (const m of CATALOG) {
      const r = await node.handle({
        method: 'POST',
        path: m.paths[0]!,
        headers: { 'content-type': 'application/json' },
        body: new TextEncoder().encode(JSON.stringify({ jsonrpc: '2.0', id: 1, method: m.method, params: {} })),
      });
      const body = JSON.parse(String(r.body)) as { error?: { code: number } };
      expect(body.error?.code, m.method).not.toBe(-32601);
    }
  });
});

describe("mock answers in the node's words (spec codes kept)", () => {
  const answer = async (body: string, path?: string) => {
    const r = await post(body, path);
    return {
      headers: r.headers,
      body: String(r.body),
      json: String(r.body)
        ? (JSON.parse(String(r.body)) as { error?: { code: number; message: string; data: unknown }; id?: unknown })
        : null,
    };
  };

  test("-32700 and -32600 carry the request as the node decoded it in error.data, with Go's wording", async () => {
    expect((await answer('{"jsonrpc":"2.0",')).json?.error).toMatchObject({
      code: -32700,
      data: { jsonrpc: '', method: '', params: null, id: null },
    });
    const version = await answer('{"jsonrpc":"1.0","id":1,"method":"platform.getHeight","params":{}}');
    expect(version.json?.error).toEqual({
      code: -32600,
      message: 'jsonrpc must be 2.0',
      data: { jsonrpc: '1.0', method: 'platform.getHeight', params: {}, id: 1 },
    });
    const typed = await answer('{"jsonrpc":2,"id":1,"method":"platform.getHeight","params":[]}');
    expect(typed.json?.error).toMatchObject({
      code: -32600,
      message: 'json: cannot unmarshal number into Go struct field serverRequest.jsonrpc of type string',
      data: { jsonrpc: '', params: [] },
    });
    // The node writes a decoding error even without id.
    expect((await answer('{"jsonrpc":"2.0","method":5}')).json).toMatchObject({
      error: {
        code: -32600,
        message: 'json: cannot unmarshal number into Go struct field serverRequest.method of type string',
      },
      id: null,
    });
    expect((await answer('5')).json?.error?.message).toBe(
      'json: cannot unmarshal number into Go value of type json2.serverRequest',
    );
    expect((await answer('{"jsonrpc":"2.0","id":1,"params":{}}')).json?.error).toMatchObject({
      code: -32600,
      message: 'rpc: service/method request ill-formed: ""',
      data: null,
    });
  });

  test("a method it cannot call gets -32601 with the node's message", async () => {
    const message = async (method: string, path?: string) =>
      (await answer(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: {} }), path)).json?.error;
    expect(await message('platform.getFoo')).toEqual({
      code: -32601,
      message: 'rpc: can\'t find method "platform.GetFoo"',
      data: null,
    });
    expect(await message('avm.getHeight')).toMatchObject({
      code: -32601,
      message: 'rpc: can\'t find service "avm.GetHeight"',
    });
    expect(await message('platform.GetHeight')).toMatchObject({
      code: -32601,
      message: 'method must start with a non-uppercase letter',
    });
    expect(await message('platform.get.height')).toMatchObject({
      message: 'rpc: service/method request ill-formed: "platform.Get.height"',
    });
    expect(await message('getHeight')).toMatchObject({
      message: 'rpc: service/method request ill-formed: "getHeight"',
    });
  });

  test('params null are no params; params that decode into no args struct get the generic unmarshal message', async () => {
    expect((await answer('{"jsonrpc":"2.0","id":1,"method":"platform.getHeight","params":null}')).json).toHaveProperty(
      'result',
    );
    for (const params of ['5', '"x"', '[5]'])
      expect(
        (await answer(`{"jsonrpc":"2.0","id":1,"method":"platform.getHeight","params":${params}}`)).json?.error,
      ).toEqual({ code: -32602, message: UNMARSHAL_ERROR, data: null });
  });

  test('params decode as Go does: every member named like a field in any letter case, before the method runs', async () => {
    const call = (method: string, params: string) =>
      answer(
        `{"jsonrpc":"2.0","id":1,"method":"${method}","params":${params}}`,
        method.startsWith('health.') ? '/ext/health' : undefined,
      );
    // "TAGS" fills tags too: its bad value fails though "tags" is fine.
    expect((await call('health.readiness', '{"tags":[],"TAGS":[[5]]}')).json?.error?.message).toBe(UNMARSHAL_ERROR);
    // A bad encoding fails before the missing addresses are noticed.
    expect((await call('platform.getUTXOs', '{"ENCODING":[1]}')).json?.error?.message).toBe(UNMARSHAL_ERROR);
    expect((await call('platform.getUTXOs', '{}')).json?.error?.message).toBe('no addresses provided');
    expect(
      (await call('platform.getBlock', '{"blockID":"11111111111111111111111111111111LpoYY","encoding":"base64"}')).json
        ?.error?.message,
    ).toBe(UNMARSHAL_ERROR);
  });

  test('Vary: Origin on every answer; nosniff only once a method ran', async () => {
    const ran = await answer(
      '{"jsonrpc":"2.0","id":1,"method":"platform.getBlock","params":{"blockID":"11111111111111111111111111111111LpoYY"}}',
    );
    expect(ran.headers).toMatchObject({ vary: 'Origin', 'x-content-type-options': 'nosniff' });
    for (const body of [
      '{',
      '{"jsonrpc":"2.0","id":1,"method":"platform.getFoo","params":{}}',
      '{"jsonrpc":"2.0","id":1,"method":"platform.getBlock","params":{"blockID":5}}',
    ]) {
      const r = await answer(body);
      expect(r.headers, body).toMatchObject({ vary: 'Origin' });
      expect(r.headers, body).not.toHaveProperty('x-content-type-options');
    }
    expect((await post('{}', '/ext/bc/P', { 'content-type': 'text/plain' })).headers).not.toHaveProperty(
      'x-content-type-options',
    );
  });

  test("U+2028 and U+2029 are escaped as Go's encoder does", async () => {
    expect(
      (await answer('{"jsonrpc":"2.0","id":"\u2028\u2029","method":"platform.getHeight","params":{}}')).body,
    ).toContain('"id":"\\u2028\\u2029"');
  });

  test("health carries the node's bls check, its message an array as the spec allows", async () => {
    const r = await answer('{"jsonrpc":"2.0","id":1,"method":"health.health","params":{}}', '/ext/health');
    const checks = (r.json as unknown as { result: { checks: Record<string, { message?: unknown }> } }).result.checks;
    expect(Object.keys(checks)).toEqual([
      'C',
      'P',
      'X',
      'bls',
      'bootstrapped',
      'database',
      'diskspace',
      'futureupgrade',
      'network',
      'router',
    ]);
    expect(checks.bls?.message).toEqual(['node has the correct BLS key']);
  });
});

describe('msw handlers', () => {
  const server = setupServer(...mockHandlers({ seed: 1 }, 'http://mock.avaconform.test'));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  test('fetch reaches the mock core through msw', async () => {
    const res = await fetch('http://mock.avaconform.test/ext/bc/P', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'platform.getHeight', params: {} }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      jsonrpc: '2.0',
      result: { height: String(generateChain({ seed: 1 }).blocks.length - 1) },
      id: 1,
    });
  });

  test('every catalog method answers through msw and fetch exactly as the HTTP mock does (status, content type, body)', async () => {
    const http = await startMockServer({ seed: 1, faults: [], networkId: 12345, port: 0 });
    // The HTTP mock is reached for real: msw lets its requests through.
    server.use(mswHttp.all(`${http.url}/*`, () => passthrough()));
    try {
      for (const m of CATALOG) {
        const body = JSON.stringify({ jsonrpc: '2.0', id: 7, method: m.method, params: {} });
        const send = (base: string) =>
          fetch(`${base}${m.paths[0]}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        const [viaMsw, viaHttp] = [await send('http://mock.avaconform.test'), await send(http.url)];
        expect(viaMsw.status, m.method).toBe(viaHttp.status);
        expect(viaMsw.headers.get('content-type'), m.method).toBe(viaHttp.headers.get('content-type'));
        expect(await viaMsw.text(), m.method).toBe(await viaHttp.text());
      }
    } finally {
      await http.close();
    }
  });
});
