import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompressedFiles, chooseEncoding, encodeAnswer } from '../../server/http/compression';
import { registerCustomer } from './auth-helpers';
import { startTestServer, type TestServer } from './harness';

const bytes = (text: string) => new Uint8Array(Buffer.from(text));
const decode = (body: string | Uint8Array, encoding: string | undefined) =>
  encoding === 'br' ? brotliDecompressSync(body).toString() : encoding === 'gzip' ? gunzipSync(body).toString() : body;
const large = JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id, name: `Product ${id}` })));

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.8, br;q=0.5', 'gzip'],
    ['gzip; q=0.5, br; q=0.5', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['gzip;q=0', null],
    ['', null],
    [undefined, null],
  ])('%s gives %s', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });
});

describe('encodeAnswer', () => {
  it('compresses a body of a kilobyte or more as the client accepts it, and says so', () => {
    for (const encoding of ['gzip', 'br']) {
      const encoded = encodeAnswer(encoding, large);
      expect(encoded.headers).toEqual({ Vary: 'Accept-Encoding', 'Content-Encoding': encoding });
      expect(encoded.body.length).toBeLessThan(large.length / 2);
      expect(decode(encoded.body, encoding)).toBe(large);
    }
  });

  it('sends a small body, or one for a client that takes no compression, as it is', () => {
    expect(encodeAnswer('gzip', '{"count":1}')).toEqual({ body: '{"count":1}', headers: { Vary: 'Accept-Encoding' } });
    expect(encodeAnswer(undefined, large)).toEqual({ body: large, headers: { Vary: 'Accept-Encoding' } });
  });
});

describe('CompressedFiles', () => {
  it('reads and compresses a file once per encoding, and sends it as it is to a client that takes none', async () => {
    const files = new CompressedFiles();
    let reads = 0;
    const read = async () => {
      reads += 1;
      return bytes(large);
    };
    const gzipped = await files.encode('gzip', 'app.js', read);
    expect(gzipped.headers['Content-Encoding']).toBe('gzip');
    expect(decode(gzipped.body, 'gzip')).toBe(large);
    expect(await files.encode('gzip, deflate', 'app.js', read)).toBe(gzipped);
    expect(decode((await files.encode('br', 'app.js', read)).body, 'br')).toBe(large);
    expect(reads).toBe(2);
    const plain = await files.encode(undefined, 'app.js', read);
    expect(Buffer.from(plain.body).toString()).toBe(large);
    expect(plain.headers).toEqual({ Vary: 'Accept-Encoding' });
  });

  it('sends a small file as it is, and keeps no failed read', async () => {
    const files = new CompressedFiles();
    expect((await files.encode('gzip', 'tiny.js', async () => bytes('x'))).headers).toEqual({
      Vary: 'Accept-Encoding',
    });
    await expect(files.encode('gzip', 'gone.js', () => Promise.reject(new Error('no such file')))).rejects.toThrow();
    expect(decode((await files.encode('gzip', 'gone.js', async () => bytes(large))).body, 'gzip')).toBe(large);
  });
});

describe('the API’s answers, compressed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('come compressed as the client asks, with the same JSON, and a small one as it is', async () => {
    const plain = await fetch(`${server.directUrl}/api/home`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const json = await plain.json();
    for (const encoding of ['gzip', 'br']) {
      const response = await fetch(`${server.directUrl}/api/home`, { headers: { 'Accept-Encoding': encoding } });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toContain('Accept-Encoding');
      expect(await response.json()).toEqual(json);
    }
    const { token } = await registerCustomer(server);
    const emptyCart = await fetch(`${server.directUrl}/api/carts`, {
      headers: { 'Accept-Encoding': 'gzip', Authorization: `Bearer ${token}` },
    });
    expect(emptyCart.status).toBe(200);
    expect(emptyCart.headers.get('content-encoding')).toBeNull();
  });
});
