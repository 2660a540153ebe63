import { describe, expect, it } from 'vitest';
import { decryptSecret } from '../secret.js';
import { legacyBase, toWire } from '../wire.js';

const KEY = 'wire-test-key';
const base = legacyBase('http://catalogue.test:4010/api/');
const scope = {
  accessToken: 'token-1',
  userId: '42',
  requestId: 'req-1',
  menuId: '7',
  breadcrumbId: '57',
  legal: true,
};

function query(path: string): URLSearchParams {
  const secret = new URL(path, 'http://x').searchParams.get('secret');
  return new URLSearchParams(secret ? decryptSecret(secret, KEY) : '');
}

describe('the legacy wire duties', () => {
  it('sends the bearer, menu and breadcrumb ids and request id as headers', () => {
    const wire = toWire(base, KEY, { method: 'GET', path: '/laws/get' }, scope, 500);
    expect(wire.headers).toMatchObject({
      authorization: 'Bearer token-1',
      menuid: '7',
      breadcrumbid: '57',
      'x-request-id': 'req-1',
      accept: 'application/json',
    });
    expect(wire.timeoutMs).toBe(500);
    expect(wire.path.startsWith('/api/laws/get?secret=')).toBe(true);
  });

  it('encrypts the query with isLegal and UserId into the one secret parameter', () => {
    const wire = toWire(
      base,
      KEY,
      { method: 'GET', path: 'laws/get', query: { lawId: 3, empty: null } },
      scope,
      500,
    );
    expect([...new URL(wire.path, 'http://x').searchParams.keys()]).toEqual(['secret']);
    expect(Object.fromEntries(query(wire.path))).toEqual({ lawId: '3', isLegal: 'true', UserId: '42' });
  });

  it('keeps a UserId or isLegal the call already carries', () => {
    const wire = toWire(
      base,
      KEY,
      { method: 'GET', path: 'x', query: { UserId: '9', isLegal: 'false' } },
      scope,
      500,
    );
    expect(Object.fromEntries(query(wire.path))).toEqual({ UserId: '9', isLegal: 'false' });
  });

  it('sends a streamed upload as it is, with its content type, naming the user in the query only', () => {
    async function* file() {
      yield Buffer.from('1|header\n');
    }
    const body = file();
    const wire = toWire(
      base,
      KEY,
      {
        method: 'POST',
        path: 'upload',
        query: { fileName: 'a.txt' },
        upload: { contentType: 'text/plain', body },
      },
      scope,
      500,
    );
    expect(wire.body).toBe(body);
    expect(wire.headers['content-type']).toBe('text/plain');
    expect(Object.fromEntries(query(wire.path))).toMatchObject({ fileName: 'a.txt', UserId: '42' });
  });

  it('adds UserId to an object body and to every row of a list body, as a number where it is one', () => {
    const one = toWire(base, KEY, { method: 'POST', path: 'save', body: { a: 1 } }, scope, 500);
    expect(JSON.parse(one.body as string)).toEqual({ a: 1, UserId: 42 });
    expect(one.headers['content-type']).toBe('application/json');
    const list = toWire(
      base,
      KEY,
      { method: 'POST', path: 'save', body: [{ a: 1 }, { a: 2, UserId: 5 }] },
      scope,
      500,
    );
    expect(JSON.parse(list.body as string)).toEqual([
      { a: 1, UserId: 42 },
      { a: 2, UserId: 5 },
    ]);
  });

  it('sends a plain query and no user for a call that asks for neither', () => {
    const wire = toWire(
      base,
      KEY,
      { method: 'GET', path: 'public', query: { a: 'b c' }, encrypt: false, injectUserId: false },
      { requestId: 'r' },
      500,
    );
    expect(wire.path).toBe('/api/public?a=b+c');
    expect(wire.headers.authorization).toBeUndefined();
  });

  it('sends a form body for the Token endpoint', () => {
    const wire = toWire(
      base,
      KEY,
      { method: 'POST', path: 'Token', form: { grant_type: 'password', username: 'a@b' }, encrypt: false },
      {},
      500,
    );
    expect(wire.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(wire.body).toBe('grant_type=password&username=a%40b');
  });
});
