import net from 'node:net';
import path from 'node:path';
import type { DatabaseConfig } from './config';
import { parseDuration } from './duration';

type Env = Record<string, string | undefined>;

/** Reads typed values from the environment; a value that cannot be read names its variable. */
export class EnvReader {
  constructor(
    private readonly env: Env,
    private readonly cwd: string,
  ) {}

  text(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === '' ? undefined : value;
  }

  int(name: string, fallback: number, min = 0): number {
    const raw = this.text(name);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) < min) {
      throw new Error(`${name} must be a whole number >= ${min}, got "${raw}"`);
    }
    return Number(raw);
  }

  duration(name: string, fallback: number): number {
    const raw = this.text(name);
    if (raw === undefined) return fallback;
    const ms = parseDuration(raw);
    if (ms === undefined) throw new Error(`${name} must be a duration like "60000" or "1 minute"`);
    return ms;
  }

  boolean(name: string, fallback: boolean): boolean {
    const raw = this.text(name);
    if (raw === undefined) return fallback;
    if (/^(true|1|yes|on)$/i.test(raw)) return true;
    if (/^(false|0|no|off)$/i.test(raw)) return false;
    throw new Error(`${name} must be true or false, got "${raw}"`);
  }

  /** An absolute path; relative values are resolved against the working directory. */
  path(name: string, fallback: string): string {
    return path.resolve(this.cwd, this.text(name) ?? fallback);
  }
}

export function parseDatabaseUrl(
  url: string | undefined,
  abs: (value: string) => string,
): DatabaseConfig {
  if (url === undefined) return { kind: 'sqlite', file: abs('data/site.sqlite') };
  if (/^postgres(ql)?:\/\//i.test(url)) return { kind: 'postgres', url };
  // Accept "sqlite:path", "file:path" or a bare path; ":memory:" is kept for quick experiments.
  const file = url.replace(/^(sqlite|file):(\/\/)?/i, '');
  return { kind: 'sqlite', file: file === ':memory:' ? file : abs(file) };
}

/** Names proxy-addr (Fastify's trustProxy) accepts for address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const TRUST_PROXY_FORMS =
  'the number of proxies in front of the server (TRUST_PROXY=1) or their addresses/CIDRs ' +
  '(TRUST_PROXY=10.0.0.0/8,127.0.0.1; also loopback, linklocal, uniquelocal)';

/**
 * false, a hop count, or a comma list of proxy addresses/CIDRs. `true` is refused: it believes
 * X-Forwarded-For from every client, so anyone picks their own address and passes the rate
 * limit by rotating it (issue 18: 12 of 12 submissions got through).
 */
export function parseTrustProxy(raw: string | undefined): false | number | string {
  if (raw === undefined || /^(false|0|no|off)$/i.test(raw)) return false;
  if (/^(true|yes|on)$/i.test(raw)) {
    throw new Error(
      `TRUST_PROXY=${raw} would let any client choose its address (X-Forwarded-For) and pass the ` +
        `rate limit; set ${TRUST_PROXY_FORMS}`,
    );
  }
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined) {
    throw new Error(
      `TRUST_PROXY has "${bad}", which is no address or CIDR; set ${TRUST_PROXY_FORMS}`,
    );
  }
  return entries.join(',');
}

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address || net.isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = net.isIP(address) === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
}
