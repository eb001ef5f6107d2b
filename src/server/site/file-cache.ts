import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { PRECOMPRESSED_FILE } from './cache-policy';
import type { SiteFiles } from './site-files';

export type Encoding = 'br' | 'gzip';

/** One way of sending a file: its bytes, how they are encoded, and their validators. */
export interface Representation {
  body: Buffer;
  encoding: Encoding | undefined;
  etag: string;
  lastModified: string;
  /** `lastModified` as a number (whole seconds, as the header says), for If-Modified-Since. */
  lastModifiedMs: number;
}

/** A file held in memory with everything its answers need, prepared once. */
export interface CachedFile {
  contentType: string;
  identity: Representation;
  /** Compressed representations, best first: the build's .br/.gz files, else made once here. */
  compressed: Representation[];
  bytes: number;
}

/**
 * Content types of what the build writes, as @fastify/send names them (charset for text).
 * Files of other types are streamed from disk as before.
 */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/vnd.microsoft.icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** Larger files (a long video) are streamed from disk. */
export const MAX_CACHED_FILE_BYTES = 1024 * 1024;
/** All of today's build (about 9 MB with its compressed copies) fits several times over. */
export const MAX_CACHE_BYTES = 64 * 1024 * 1024;

const SIBLINGS: Array<[Encoding, string]> = [
  ['br', '.br'],
  ['gzip', '.gz'],
];
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The site's small files in memory, read on first request: a page is read, its headers and
 * compressed bodies prepared once, then answered without touching the disk. Least recently used
 * files leave first when MAX_CACHE_BYTES is reached.
 */
export class SiteFileCache {
  private readonly entries = new Map<string, CachedFile>();
  /** Files that are never cached (too large, or of a type not listed). */
  private readonly uncacheable = new Set<string>();
  private readonly loading = new Map<string, Promise<CachedFile | undefined>>();
  private bytes = 0;

  constructor(
    private readonly files: SiteFiles,
    private readonly limits = { maxBytes: MAX_CACHE_BYTES, maxFileBytes: MAX_CACHED_FILE_BYTES },
  ) {}

  /** The file ready to send; undefined when it is to be streamed from disk instead. */
  async get(relative: string): Promise<CachedFile | undefined> {
    const entry = this.entries.get(relative);
    if (entry) {
      // Most recently used last: a Map iterates in insertion order.
      this.entries.delete(relative);
      this.entries.set(relative, entry);
      return entry;
    }
    if (this.uncacheable.has(relative)) return undefined;
    let pending = this.loading.get(relative);
    if (!pending) {
      // A file that cannot be read (removed by a build during the run) is streamed, or not found,
      // by @fastify/static as before.
      pending = this.load(relative)
        .catch(() => undefined)
        .finally(() => this.loading.delete(relative));
      this.loading.set(relative, pending);
    }
    return pending;
  }

  private async load(relative: string): Promise<CachedFile | undefined> {
    const contentType = CONTENT_TYPES[path.extname(relative)];
    const absolute = this.files.absolute(relative);
    const stat = contentType ? await fs.stat(absolute).catch(() => undefined) : undefined;
    if (!contentType || !stat || stat.size > this.limits.maxFileBytes) {
      this.uncacheable.add(relative);
      return undefined;
    }
    const identity = representation(await fs.readFile(absolute), undefined, stat);
    const compressed: Representation[] = [];
    // Text of any size: the build writes no copies below 1 KiB, but the admin shells (about 500
    // bytes) still shrink by half, and @fastify/compress used to compress them per request.
    if (PRECOMPRESSED_FILE.test(relative)) {
      for (const [encoding, suffix] of SIBLINGS) {
        const variant = this.files.isFile(relative + suffix)
          ? await readRepresentation(this.files.absolute(relative + suffix), encoding)
          : await compressOnce(identity, encoding);
        if (variant && variant.body.length < identity.body.length) compressed.push(variant);
      }
    }
    const entry: CachedFile = {
      contentType,
      identity,
      compressed,
      bytes: compressed.reduce((sum, r) => sum + r.body.length, identity.body.length),
    };
    this.entries.set(relative, entry);
    this.bytes += entry.bytes;
    for (const [key, old] of this.entries) {
      if (this.bytes <= this.limits.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= old.bytes;
    }
    return entry;
  }
}

async function readRepresentation(
  absolute: string,
  encoding: Encoding,
): Promise<Representation | undefined> {
  try {
    const [body, stat] = await Promise.all([fs.readFile(absolute), fs.stat(absolute)]);
    return representation(body, encoding, stat);
  } catch {
    return undefined;
  }
}

/** Without the build's file (small, or a site not built by `npm run build`): compressed once. */
async function compressOnce(identity: Representation, encoding: Encoding) {
  const body =
    encoding === 'br'
      ? await brotli(identity.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
      : await gzip(identity.body, { level: 9 });
  // Its own tag: a cache must not take one encoding's bytes for another's.
  return { ...identity, body, encoding, etag: identity.etag.replace(/"$/, `-${encoding}"`) };
}

/** Validators as @fastify/send makes them, so tags given out before stay valid. */
function representation(
  body: Buffer,
  encoding: Encoding | undefined,
  stat: { size: number; mtime: Date },
): Representation {
  const lastModified = stat.mtime.toUTCString();
  return {
    body,
    encoding,
    etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
    lastModified,
    lastModifiedMs: Date.parse(lastModified),
  };
}
