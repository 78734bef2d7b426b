/**
 * Compressed copies of a fixed response body (a pre-rendered page), made once per encoding on first
 * use and then answered from memory: compressing a 40 kB page on every request costs more than all the
 * rest of the request.
 */
import { promisify } from 'node:util';
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

/**
 * The encoding to answer with for an `Accept-Encoding` header: brotli, else gzip, else none. A coding
 * with `q=0` is refused; `*` stands for any coding not named.
 */
export function negotiateEncoding(header: string | string[] | undefined): BodyEncoding | undefined {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return undefined;
  const weights = new Map<string, number>();
  for (const part of value.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: BodyEncoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const candidates = (['br', 'gzip'] as const).filter((name) => weightOf(name) > 0);
  // Equal weights (the usual case): brotli, the smaller one.
  candidates.sort((a, b) => weightOf(b) - weightOf(a));
  return candidates[0];
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
