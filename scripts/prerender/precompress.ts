/**
 * Writes `<file>.br` and `<file>.gz` next to every text file of the built site, so the server
 * sends them as they are (@fastify/static preCompressed) instead of compressing each answer:
 * brotli per request held /faq to 565 req/s against 3,797 uncompressed (issue 18).
 *
 * The hashed assets (assets/: JS, CSS, shared texts; few files, cached for a year) get brotli's
 * maximum quality. Pages and their data files get quality 5: measured on /faq (20.7 KB) it is
 * 4,165 bytes in 1.9 ms against 3,819 bytes in 97 ms at quality 11 and 4,129 bytes in 48 ms at 9;
 * with thousands of pages the higher qualities cost minutes of build for under 9 % (issue 26).
 * Files are compressed several at a time on zlib's thread pool.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { PRECOMPRESSED_FILE } from '../../src/server/site/cache-policy';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compression saves less than a TCP packet; the server sends such files as they are. */
const MIN_BYTES = 1024;

export interface PrecompressReport {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** Brotli quality for files that are not long-cached assets. */
const PAGE_QUALITY = 5;
/** Files in flight at once (zlib runs them on libuv's thread pool of four). */
const CONCURRENCY = 8;

export async function precompressSite(clientDir: string): Promise<PrecompressReport> {
  const report: PrecompressReport = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const files = await textFiles(clientDir);
  let next = 0;
  const worker = async () => {
    while (next < files.length) await compressFile(files[next++] as string, clientDir, report);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return report;
}

async function compressFile(file: string, clientDir: string, report: PrecompressReport) {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return;
  const asset = file.startsWith(join(clientDir, 'assets'));
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: asset ? constants.BROTLI_MAX_QUALITY : PAGE_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // Only what helps: a variant that is not smaller would cost the client more than it saves.
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
  report.files++;
  report.bytes += content.length;
  report.brotliBytes += Math.min(br.length, content.length);
  report.gzipBytes += Math.min(gz.length, content.length);
}

async function textFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && PRECOMPRESSED_FILE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}
