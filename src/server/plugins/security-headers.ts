import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LANGUAGE_START_SCRIPT } from '../../content/language-start-script';

/** The pages' one inline script, allowed by its hash (src/content/language-start-script.ts). */
const LANGUAGE_START_HASH = `'sha256-${createHash('sha256').update(LANGUAGE_START_SCRIPT).digest('base64')}'`;

export interface SecurityHeaderOptions {
  /** Origin of the separate web app; the comparison page fetches its payment products. */
  appOrigin: string;
  /** style-src sources; "'self'" unless an operator must relax it. */
  styleSrc: string[];
}

/**
 * The same fixed headers on every response, API and site alike. Hand-set rather than through
 * @fastify/helmet, which rebuilds all of helmet's middlewares on every request (a fifth of the CPU
 * of a small API answer); the set is helmet's defaults with our CSP and referrer policy.
 */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${LANGUAGE_START_HASH}`,
    `style-src ${options.styleSrc.join(' ')}`,
    "img-src 'self' data:",
    "media-src 'self'",
    "font-src 'self'",
    `connect-src 'self' ${options.appOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'permissions-policy': PERMISSIONS_POLICY,
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    // Legacy twins of frame-ancestors and friends, for old browsers.
    'x-frame-options': 'DENY',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/**
 * Powerful features the site never uses, denied for it and anything it could embed. Only names
 * Chromium knows: an unknown one costs a console error on every page. Autoplay, fullscreen and
 * picture-in-picture stay allowed for the site itself (the home page's video).
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** `headers` from securityHeaders(): computed once, also used for pre-routing errors. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  headers: Record<string, string>,
): void {
  // onRequest, so answers produced by later hooks (401, 415, 429...) carry them too.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // API answers are never stored by browsers or proxies: admin answers hold personal data.
    if (request.url.startsWith('/api')) reply.header('cache-control', 'no-store');
    done();
  });
}
