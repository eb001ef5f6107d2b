import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { CachedFile, Representation } from './file-cache';

/**
 * Headers this module does not answer itself: a request carrying one is streamed from disk by
 * @fastify/static as before (ranges for the video, If-Range, If-Match, If-Unmodified-Since).
 */
export function needsFileStream(headers: IncomingHttpHeaders): boolean {
  return (
    headers.range !== undefined ||
    headers['if-range'] !== undefined ||
    headers['if-match'] !== undefined ||
    headers['if-unmodified-since'] !== undefined
  );
}

/**
 * Sends a file from memory as @fastify/static would have sent it from disk: the best encoding the
 * client accepts, and for a whole answer (not an error page) ETag, Last-Modified, Accept-Ranges and
 * a 304 when the client's copy is current.
 */
export function sendCached(
  headers: IncomingHttpHeaders,
  reply: FastifyReply,
  file: CachedFile,
  whole: boolean,
): FastifyReply {
  const chosen = chooseRepresentation(file, headers['accept-encoding']);
  if (whole) {
    reply.header('accept-ranges', 'bytes');
    reply.header('last-modified', chosen.lastModified);
    reply.header('etag', chosen.etag);
    if (isNotModified(headers, chosen)) return reply.code(304).send();
  }
  reply.header('content-type', file.contentType);
  if (chosen.encoding) reply.header('content-encoding', chosen.encoding);
  return reply.send(chosen.body);
}

/** A few distinct Accept-Encoding values make up nearly all requests: each is read once. */
const choices = new Map<string, number>();
const MAX_REMEMBERED_CHOICES = 1_000;

function chooseRepresentation(file: CachedFile, header: string | undefined): Representation {
  if (!header || file.compressed.length === 0) return file.identity;
  const key = `${file.compressed.map((r) => r.encoding).join()}|${header}`;
  let index = choices.get(key);
  if (index === undefined) {
    index = negotiate(
      header,
      file.compressed.map((r) => r.encoding as string),
    );
    if (choices.size >= MAX_REMEMBERED_CHOICES) choices.clear();
    choices.set(key, index);
  }
  return file.compressed[index] ?? file.identity;
}

/**
 * Index of the encoding to use among `available` (best first), -1 for none: the highest q-value,
 * ties going to the earlier one; `*` means gzip, as @fastify/static reads it.
 */
export function negotiate(header: string, available: string[]): number {
  let best = -1;
  let bestQ = 0;
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';');
    const token = name.trim() === '*' ? 'gzip' : name.trim();
    const index = available.indexOf(token);
    if (index === -1) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q === undefined ? 1 : Number.parseFloat(q.slice(2)) || 0;
    if (quality <= 0) continue;
    if (quality > bestQ || (quality === bestQ && index < best)) {
      best = index;
      bestQ = quality;
    }
  }
  return best;
}

/** @fastify/send's reading of If-None-Match and If-Modified-Since. */
function isNotModified(headers: IncomingHttpHeaders, chosen: Representation): boolean {
  const ifNoneMatch = headers['if-none-match'];
  const ifModifiedSince = headers['if-modified-since'];
  if (ifNoneMatch === undefined && ifModifiedSince === undefined) return false;
  // An end-to-end reload asks for the whole answer.
  if (headers['cache-control']?.includes('no-cache')) return false;
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === '*') return true;
    return ifNoneMatch
      .split(/[ ,]+/)
      .some((tag) => tag !== '' && (tag === chosen.etag || `W/${tag}` === chosen.etag));
  }
  return chosen.lastModifiedMs <= Date.parse(ifModifiedSince as string);
}
