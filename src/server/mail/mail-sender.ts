import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';

export interface MailSender {
  /** Human description for the start-up log line (never contains credentials). */
  readonly description: string;
  /** Resolves once the mail is accepted (SMTP 250) or written; rejects otherwise. */
  send(mail: SendMailOptions, fileStem: string): Promise<void>;
  close(): void;
}

/**
 * Bounded waits: a dead or black-holed server must not hold the worker (or shutdown) for long,
 * and one send must stay far inside OUTBOX_LEASE, or another worker could send the mail again.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
};

/** SMTP when a URL is configured, otherwise .eml files so a fresh machine needs no mail server. */
export function createMailSender(
  smtpUrl: string | undefined,
  fileDir: string,
  timeouts: typeof SMTP_TIMEOUTS = SMTP_TIMEOUTS,
): MailSender {
  return smtpUrl ? smtpSender(smtpUrl, timeouts) : emlFileSender(fileDir);
}

function smtpSender(url: string, timeouts: typeof SMTP_TIMEOUTS): MailSender {
  const transport = nodemailer.createTransport(
    withOptions(url, {
      ...timeouts,
      // One connection, kept open between mails: the worker sends one mail at a time (decision
      // 114), and reusing the connection saves the connect, greeting, EHLO and TLS per mail.
      pool: true,
      maxConnections: 1,
      // A connection lost mid-send fails that send; by default the pool would send the mail
      // again at once on a new connection, behind the outbox's lease and attempt count.
      maxRequeues: 0,
    }),
  );
  const target = new URL(url);
  return {
    description: `SMTP ${target.protocol}//${target.hostname}:${target.port || 'default'}`,
    async send(mail) {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}

/**
 * nodemailer takes the options of a connection URL from its query string only: next to `url`,
 * other keys of the options object are ignored (so the timeouts above never applied). Options
 * the URL names itself win, so an operator can still set any of them.
 */
function withOptions(url: string, options: Record<string, string | number | boolean>): string {
  const parsed = new URL(url);
  for (const [key, value] of Object.entries(options)) {
    if (!parsed.searchParams.has(key)) parsed.searchParams.set(key, String(value));
  }
  return parsed.toString();
}

/** A partial file older than this is a leftover of a crash, not another instance writing it. */
const STALE_PARTIAL_MS = 60_000;

/**
 * Removes `*.eml.partial` files a crash left between write and rename. Recent ones are kept: an
 * instance sharing the folder may be writing them right now.
 */
export async function removeStalePartials(dir: string, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return 0; // no folder yet: nothing left over
  }
  let removed = 0;
  for (const name of names.filter((n) => n.endsWith('.eml.partial'))) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (stat && now - stat.mtimeMs > STALE_PARTIAL_MS) {
      await fs.rm(file, { force: true });
      removed++;
    }
  }
  return removed;
}

function emlFileSender(dir: string): MailSender {
  // streamTransport + buffer renders the exact RFC 5322 message SMTP would have carried.
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  let folderReady: Promise<unknown> | undefined;
  return {
    description: `.eml files in ${dir} (SMTP_URL is not set)`,
    async send(mail, fileStem) {
      const info = await transport.sendMail(mail);
      // The folder is created once; a failed write forgets that, in case it was removed meanwhile.
      folderReady ??= fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${fileStem}.eml`);
      // Write then rename: a crash never leaves half a message, and a re-send overwrites the same file.
      const partial = `${file}.partial`;
      try {
        await folderReady;
        await fs.writeFile(partial, info.message as Buffer);
        await fs.rename(partial, file);
      } catch (error) {
        folderReady = undefined;
        throw error;
      }
    },
    close: () => transport.close(),
  };
}
