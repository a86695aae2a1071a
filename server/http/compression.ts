import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

// The server compresses a body it holds whole, with Node's zlib, where it makes the body: an answer of the API, a
// page, a file. Hono's compress middleware pipes every answer through a CompressionStream, and reading an answer
// back out of a Response costs more than the compression itself: together they took more of an API call's time
// than its queries.

/** Smaller bodies gain less than their compression costs (a cart's count, an error). */
const SMALLEST_COMPRESSED = 1024;

type Encoding = 'br' | 'gzip';

export interface Encoded {
  body: string | Uint8Array<ArrayBuffer>;
  /** `Vary: Accept-Encoding` always, and `Content-Encoding` when the body was compressed. */
  headers: Record<string, string>;
}

/** Brotli where the client takes it (browsers do over HTTPS) and likes it no less than gzip, else gzip; null for neither. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.map((param) => /^q=([\d.]+)$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  return weight('gzip') > 0 ? 'gzip' : null;
}

function encodedHeaders(encoding: Encoding | null): Record<string, string> {
  return encoding ? { Vary: 'Accept-Encoding', 'Content-Encoding': encoding } : { Vary: 'Accept-Encoding' };
}

/** A body made or read for one request (JSON, a page, a file that may change), compressed quickly. */
export function encodeAnswer(acceptEncoding: string | undefined, text: string | Uint8Array<ArrayBuffer>): Encoded {
  const encoding = chooseEncoding(acceptEncoding);
  if (!encoding || (typeof text === 'string' ? Buffer.byteLength(text) : text.byteLength) < SMALLEST_COMPRESSED)
    return { body: text, headers: encodedHeaders(null) };
  const body =
    encoding === 'gzip'
      ? gzipSync(text, { level: 6 })
      : brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
  return { body, headers: encodedHeaders(encoding) };
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * A file's bodies at the best compression, each made once (on zlib's thread pool) and kept: for files that never
 * change, the built app's hashed files.
 */
export class CompressedFiles {
  private readonly kept = new Map<string, Promise<Encoded>>();

  async encode(
    acceptEncoding: string | undefined,
    key: string,
    read: () => Promise<Uint8Array<ArrayBuffer>>,
  ): Promise<Encoded> {
    const encoding = chooseEncoding(acceptEncoding);
    if (!encoding) return { body: await read(), headers: encodedHeaders(null) };
    const keptKey = `${encoding} ${key}`;
    let pending = this.kept.get(keptKey);
    if (!pending) {
      pending = read().then(async (bytes) =>
        bytes.byteLength < SMALLEST_COMPRESSED
          ? { body: bytes, headers: encodedHeaders(null) }
          : { body: await compressBest(bytes, encoding), headers: encodedHeaders(encoding) },
      );
      this.kept.set(keptKey, pending);
      // A failed read is not kept: the next request tries again.
      pending.catch(() => this.kept.delete(keptKey));
    }
    return pending;
  }
}

function compressBest(bytes: Uint8Array, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  if (encoding === 'gzip') return gzipAsync(bytes, { level: 9 });
  return brotliAsync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  });
}
