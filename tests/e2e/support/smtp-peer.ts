import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP peer for the end-to-end tests: an in-process `smtp-server` that accepts every mail
 * and writes it, with its envelope, as one JSON file into an inbox folder the specs read.
 */

const ROOT = resolve(import.meta.dirname, '..', '..', '..');

/** One received mail: the SMTP envelope and the raw RFC 5322 message. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * The port the peer listens on. Chosen once, in the runner, before Playwright starts the web
 * server (which runs before the global setup, so it cannot wait for the peer to pick a port);
 * kept in the environment so the global setup and the workers see the same value.
 */
export function smtpPeerPort(): number {
  process.env.E2E_SMTP_PORT ??= String(freePort());
  return Number(process.env.E2E_SMTP_PORT);
}

function freePort(): number {
  const script =
    "const s=require('node:net').createServer();" +
    "s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

/** The port named by an smtp:// URL (the web server's SMTP_URL). */
export function portOfSmtpUrl(url: string): number {
  return Number(new URL(url).port);
}

/** Where the peer on this port writes what it receives (under .tmp/, ignored by git). */
export function inboxDir(port: number): string {
  return join(ROOT, '.tmp', `e2e-smtp-${port}`);
}

export async function startSmtpPeer(port: number): Promise<() => Promise<void>> {
  const inbox = inboxDir(port);
  rmSync(inbox, { recursive: true, force: true });
  mkdirSync(inbox, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = refusalCode(port, address.address.toLowerCase());
      if (code) {
        const refusal = new Error('Mailbox unavailable (refused by the e2e peer)') as Error & {
          responseCode: number;
        };
        refusal.responseCode = code;
        return callback(refusal);
      }
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        const file = join(inbox, `${Date.now()}-${++count}.json`);
        // Write then rename, so a reader never sees half a mail.
        writeFileSync(`${file}.partial`, JSON.stringify(mail));
        renameSync(`${file}.partial`, file);
        callback();
      });
    },
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done());
  });
  return () => new Promise<void>((done) => server.close(() => done()));
}

/** Every mail the peer on this port has received so far. */
export function receivedMails(port: number): ReceivedMail[] {
  const inbox = inboxDir(port);
  return readdirSync(inbox)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(inbox, f), 'utf8')) as ReceivedMail);
}

/**
 * The peer refuses mail to these addresses until they are allowed again: with 550 (permanent, the
 * mail fails) or 451 (temporary, the mail keeps waiting for its next attempt). Only
 * the addresses a test names: other specs mailing through the same peer at the same time are
 * not affected. Kept in a file, because the peer runs in the runner's process, not the test's.
 */
function refusalFile(port: number): string {
  return join(inboxDir(port), 'refused-addresses.txt');
}

/** One line per refused address: "address code". */
function refusals(port: number): string[] {
  try {
    return readFileSync(refusalFile(port), 'utf8').split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

function refusalCode(port: number, address: string): number | undefined {
  const line = refusals(port).find((l) => l.split(' ')[0] === address);
  return line ? Number(line.split(' ')[1] ?? 550) : undefined;
}

/**
 * Makes the peer on `port` refuse mail to `address` (refuse = true, with `code`) or accept it
 * again.
 */
export function refuseMailTo(
  port: number,
  address: string,
  refuse: boolean,
  code: 550 | 451 = 550,
): void {
  const lower = address.toLowerCase();
  const others = refusals(port).filter((l) => l.split(' ')[0] !== lower);
  const next = refuse ? [...others, `${lower} ${code}`] : others;
  writeFileSync(`${refusalFile(port)}.partial`, next.join('\n') + '\n');
  renameSync(`${refusalFile(port)}.partial`, refusalFile(port));
}
