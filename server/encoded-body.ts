/**
 * Compressed copies of a fixed response body (a pre-rendered page), made once per encoding on first
 * use and then answered from memory: compressing a 40 kB page on every request costs more than all the
 * rest of the request.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { negotiate } from '@fastify/accept-negotiator';
import { type BrotliOptions, brotliCompress, constants, gzip, type ZlibOptions } from 'node:zlib';

export type BodyEncoding = 'br' | 'gzip';

/** The strongest settings: paid once per page or build file, never per response. */
export function brotliOptions(bytes: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes,
    },
  };
}

export const GZIP_OPTIONS: ZlibOptions = { level: constants.Z_BEST_COMPRESSION };

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** What pre-rendered pages can be sent in, best first (brotli is the smaller). */
const ENCODINGS: BodyEncoding[] = ['br', 'gzip'];

/**
 * The encoding to answer with for an `Accept-Encoding` header: brotli, else gzip, else none. Negotiated
 * as @fastify/static negotiates the build files' precompressed copies (the same library): a coding with
 * `q=0` is refused, `*` stands for any coding, and equal weights go to brotli.
 */
export function negotiateEncoding(header: string | string[] | undefined): BodyEncoding | undefined {
  const value = Array.isArray(header) ? header.join(',') : header;
  return (negotiate(value?.toLowerCase() ?? '', ENCODINGS) as BodyEncoding | null) ?? undefined;
}

export class EncodedBody {
  readonly #copies = new Map<BodyEncoding, Promise<Buffer>>();
  readonly identity: Buffer;

  constructor(identity: Buffer) {
    this.identity = identity;
  }

  /** The body in that encoding; made on the first call (off the event loop), shared afterwards. */
  encoded(encoding: BodyEncoding): Promise<Buffer> {
    let copy = this.#copies.get(encoding);
    if (!copy) {
      copy =
        encoding === 'br'
          ? compressBrotli(this.identity, brotliOptions(this.identity.length))
          : compressGzip(this.identity, GZIP_OPTIONS);
      this.#copies.set(encoding, copy);
    }
    return copy;
  }
}

/** A page answered from memory (a pre-rendered page): its HTML, ETag, and compressed copies made on first use. */
export interface PrerenderedPage {
  html: Buffer;
  etag: string;
  body: EncodedBody;
}

export function prerenderedPage(html: Buffer): PrerenderedPage {
  const etag = `"${createHash('sha1').update(html).digest('base64url').slice(0, 20)}"`;
  return { html, etag, body: new EncodedBody(html) };
}
