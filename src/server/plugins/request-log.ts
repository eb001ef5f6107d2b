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

/** Addresses tracked for the rate-limit summary; beyond this they are counted together. */
const MAX_TRACKED_ADDRESSES = 10_000;
const SUMMARY_INTERVAL_MS = 60_000;

/**
 * One info line per request (Fastify's own logging writes two: 318 MB in 1.5 minutes of load).
 * 429s are not logged one by one: the first from an address is, then a summary per address and
 * minute says how many more there were (a 429 flood wrote 3.4 MB/s).
 */
export function installRequestLog(app: FastifyInstance): void {
  const rejections = new Map<string, number>();
  let untracked = 0;

  const summarise = () => {
    for (const [ip, more] of rejections) {
      if (more > 0) app.log.info({ ip, rejected: more }, 'rate limit: more requests rejected');
    }
    if (untracked > 0) {
      app.log.info({ rejected: untracked }, 'rate limit: requests rejected from other addresses');
    }
    rejections.clear();
    untracked = 0;
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
    if (reply.statusCode === 429) {
      const more = rejections.get(request.ip);
      if (more !== undefined) rejections.set(request.ip, more + 1);
      else if (rejections.size >= MAX_TRACKED_ADDRESSES) untracked++;
      else {
        rejections.set(request.ip, 0);
        request.log.info(
          { req: request, res: reply },
          'rate limit: rejecting this address (repeats are summarised each minute)',
        );
      }
      return;
    }
    // Nothing is built for a line the log level drops (the benchmark runs at warn).
    if (!logsInfo) return;
    const note = notes.get(request);
    request.log.info(
      { req: request, res: reply, responseTime: Math.round(reply.elapsedTime), ...note?.fields },
      note?.message ?? 'request completed',
    );
  }
}
