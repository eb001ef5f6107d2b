import type { FastifyError, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { HttpError } from '../http-error';
import { API_MESSAGES, messageLanguage } from '../validation/client-messages';
import type { CounterStore, WindowCount, WindowCounter } from './rate-limit-store';

/**
 * A limit of `max` per client address and window. Keyed by request.ip, which honours
 * TRUST_PROXY. Refusals are the SPEC §3 error object with status 429 and Retry-After.
 */
export interface AddressLimit {
  /** Counts this request; a 429 when that makes more than `max` in the window. */
  count(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** A 429 when the address has used up `max` already; counts nothing. */
  check(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Takes one count back (a counted request that turned out not to count). */
  giveBack(request: FastifyRequest): Promise<void>;
}

export function addressLimit(counter: WindowCounter, max: number): AddressLimit {
  return {
    async count(request, reply) {
      const counted = await counter.hit(request.ip);
      if (counted.current > max) throw tooManyRequests(request, reply, counted);
    },
    async check(request, reply) {
      const counted = await counter.peek(request.ip);
      if (counted.current >= max) throw tooManyRequests(request, reply, counted);
    },
    giveBack: (request) => counter.giveBack(request.ip),
  };
}

function tooManyRequests(
  request: FastifyRequest,
  reply: FastifyReply,
  counted: WindowCount,
): HttpError {
  const seconds = String(Math.max(1, Math.ceil(counted.ttlMs / 1000)));
  reply.header('retry-after', seconds);
  return new HttpError(
    429,
    API_MESSAGES[messageLanguage(request.headers)].tooManyRequests(seconds),
  );
}

export interface SubmissionLimitSettings {
  enabled: boolean;
  /** Accepted messages per address and window (RATE_LIMIT_MAX). */
  max: number;
  /** Refused (4xx) submissions per address and window (RATE_LIMIT_INVALID_MAX). */
  invalidMax: number;
  windowMs: number;
}

/** The hooks a limited POST /api/contact-forms carries; none when limiting is off. */
export type SubmissionLimitHooks = Pick<
  RouteShorthandOptions,
  'preHandler' | 'onResponse' | 'errorHandler'
>;

/**
 * Only accepted messages count toward RATE_LIMIT_MAX, so a visitor whose first tries were refused
 * can still send (issue 35). A request that passed validation reserves its place before the
 * handler runs (atomic in Redis: parallel requests cannot overshoot), and gets it back unless the
 * answer is 201. A filled honeypot is answered 201 and so counts like a message (decision 022: a
 * bot must not tell the difference). Refused submissions (4xx) count apart, against the more
 * generous RATE_LIMIT_INVALID_MAX; past it they are answered 429 instead of their 4xx.
 */
export function submissionLimitHooks(
  store: CounterStore,
  settings: SubmissionLimitSettings,
): SubmissionLimitHooks {
  if (!settings.enabled) return {};
  const accepted = addressLimit(store.counter('contact-accepted', settings.windowMs), settings.max);
  const invalid = addressLimit(
    store.counter('contact-invalid', settings.windowMs),
    settings.invalidMax,
  );
  const reserved = new WeakSet<FastifyRequest>();

  return {
    async preHandler(request, reply) {
      reserved.add(request);
      await accepted.count(request, reply);
    },
    async onResponse(request, reply) {
      if (reserved.has(request) && reply.statusCode !== 201) await accepted.giveBack(request);
    },
    // Runs before the app's error handler, which answers whatever is thrown from here.
    async errorHandler(error: FastifyError, request, reply) {
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500 && status !== 429) await invalid.count(request, reply);
      throw error;
    },
  };
}

/**
 * Failed admin credentials per address (ADMIN_SIGNIN_RATE_LIMIT_MAX / _WINDOW): a wrong token at
 * sign-in, a wrong Bearer token on any admin route or /metrics (decision 145).
 */
export function failedCredentialLimit(
  store: CounterStore,
  max: number,
  windowMs: number,
): AddressLimit {
  return addressLimit(store.counter('admin-credential-failures', windowMs), max);
}
