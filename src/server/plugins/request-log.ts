import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

interface RequestNote {
  message: string;
  fields: Record<string, unknown>;
}

const notes = new WeakMap<FastifyRequest, RequestNote>();

/**
 * What a route or error handler wants said about a request goes into the request's one log line
 * (its message and extra fields) instead of a line of its own.
 */
export function noteForRequestLine(
  request: FastifyRequest,
  message: string,
  fields: Record<string, unknown> = {},
): void {
  notes.set(request, { message, fields });
}

/** Addresses tracked per summary; beyond this they are counted together. */
const MAX_TRACKED_ADDRESSES = 10_000;
const SUMMARY_INTERVAL_MS = 60_000;
/**
 * 4xx answers (other than 429) logged per address and minute; the rest are counted into one
 * summary line. A scanner or a flood of bad URLs otherwise writes a line per request (issue 35).
 */
export const CLIENT_ERROR_LINES_PER_ADDRESS = 20;

/**
 * Counts answers per client address between two summaries: the first `allowance` are logged,
 * the rest only counted. At most MAX_TRACKED_ADDRESSES addresses; the others share one count.
 */
class PerAddressAllowance {
  private readonly counts = new Map<string, number>();
  private untracked = 0;

  constructor(private readonly allowance: number) {}

  /** True when this answer still gets its own line. */
  take(ip: string): boolean {
    const count = this.counts.get(ip);
    if (count !== undefined) {
      this.counts.set(ip, count + 1);
      return count < this.allowance;
    }
    if (this.counts.size >= MAX_TRACKED_ADDRESSES) {
      this.untracked++;
      return false;
    }
    this.counts.set(ip, 1);
    return this.allowance > 0;
  }

  /** The answers not logged since the last call, per address; then starts afresh. */
  drain(): { perAddress: Array<[string, number]>; untracked: number } {
    const perAddress: Array<[string, number]> = [];
    for (const [ip, count] of this.counts) {
      if (count > this.allowance) perAddress.push([ip, count - this.allowance]);
    }
    const untracked = this.untracked;
    this.counts.clear();
    this.untracked = 0;
    return { perAddress, untracked };
  }
}

/**
 * One info line per request (Fastify's own logging writes two: 318 MB in 1.5 minutes of load).
 * 429s are not logged one by one: the first from an address is, then a summary per address and
 * minute says how many more there were (a 429 flood wrote 3.4 MB/s). Other 4xx answers likewise,
 * after the first CLIENT_ERROR_LINES_PER_ADDRESS of a minute. Every line is bounded in size
 * (logger.ts cuts long paths).
 */
export function installRequestLog(app: FastifyInstance): void {
  const rejections = new PerAddressAllowance(1);
  const clientErrors = new PerAddressAllowance(CLIENT_ERROR_LINES_PER_ADDRESS);

  const summarise = () => {
    const rejected = rejections.drain();
    for (const [ip, more] of rejected.perAddress) {
      app.log.info({ ip, rejected: more }, 'rate limit: more requests rejected');
    }
    if (rejected.untracked > 0) {
      app.log.info(
        { rejected: rejected.untracked },
        'rate limit: requests rejected from other addresses',
      );
    }
    const errors = clientErrors.drain();
    for (const [ip, count] of errors.perAddress) {
      app.log.info({ ip, count }, 'client errors: more 4xx answers not logged');
    }
    if (errors.untracked > 0) {
      app.log.info(
        { count: errors.untracked },
        'client errors: 4xx answers to other addresses not logged',
      );
    }
  };
  const timer = setInterval(summarise, SUMMARY_INTERVAL_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    summarise();
  });

  const logsInfo = ['trace', 'debug', 'info'].includes(app.log.level);
  app.addHook('onResponse', (request, reply, done) => {
    logAnswer(request, reply);
    done();
  });

  function logAnswer(request: FastifyRequest, reply: FastifyReply): void {
    const status = reply.statusCode;
    if (status === 429) {
      if (rejections.take(request.ip)) {
        request.log.info(
          { req: request, res: reply },
          'rate limit: rejecting this address (repeats are summarised each minute)',
        );
      }
      return;
    }
    // Nothing is built for a line the log level drops (the benchmark runs at warn).
    if (!logsInfo) return;
    if (status >= 400 && status < 500 && !clientErrors.take(request.ip)) return;
    const note = notes.get(request);
    request.log.info(
      { req: request, res: reply, responseTime: Math.round(reply.elapsedTime), ...note?.fields },
      note?.message ?? 'request completed',
    );
  }
}
