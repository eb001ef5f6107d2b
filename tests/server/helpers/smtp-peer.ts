import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { waitFor } from './test-config';

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
}

/**
 * A real SMTP server in the test process (npm smtp-server). It can be down (port closed),
 * answer every MAIL FROM with a 451 or a 550, or accept; the port stays the same across restarts.
 */
export class SmtpPeer {
  readonly received: ReceivedMail[] = [];
  rejected = 0;
  /** SMTP connections opened to the peer. */
  connections = 0;
  /** reject: 451 (try again later); refuse: 550 (permanent). */
  mode: 'accept' | 'reject' | 'refuse' = 'accept';
  /** Milliseconds the peer waits before accepting a message (a slow mail server). */
  acceptDelayMs = 0;
  /**
   * Called as each message has arrived whole, before the peer answers it: the client is still
   * waiting for the 250 (the mail is "in flight"), so a test can act in exactly that moment.
   */
  onMessage: ((mail: ReceivedMail, count: number) => void) | undefined;
  /** Socket errors inside a transaction (a client killed while waiting for the 250). */
  readonly connectionErrors: string[] = [];
  private server: SMTPServer | undefined;
  /** Pending waitForMessages calls; each returns true once it has resolved. */
  private waiters: (() => boolean)[] = [];

  private constructor(readonly port: number) {}

  /** Reserves a free port without listening on it yet (the "server down" state). */
  static async reserve(): Promise<SmtpPeer> {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as net.AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    return new SmtpPeer(port);
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 50,
      onConnect: (_session, callback) => {
        this.connections++;
        callback();
      },
      onMailFrom: (_address, _session, callback) => {
        if (this.mode === 'accept') return callback();
        this.rejected++;
        const permanent = this.mode === 'refuse';
        const error = new Error(permanent ? 'Mailbox unavailable' : 'Try again later') as Error & {
          responseCode: number;
        };
        error.responseCode = permanent ? 550 : 451;
        return callback(error);
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const from = session.envelope.mailFrom;
          const mail = {
            envelopeFrom: from ? from.address : '',
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          };
          this.received.push(mail);
          this.onMessage?.(mail, this.received.length);
          this.waiters = this.waiters.filter((waiter) => !waiter());
          if (this.acceptDelayMs > 0) setTimeout(() => callback(), this.acceptDelayMs);
          else callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    // smtp-server re-emits a socket error inside a transaction; unheard, it would end the test run.
    server.on('error', (error: NodeJS.ErrnoException) =>
      this.connectionErrors.push(error.code ?? error.message),
    );
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Resolves when `count` messages have arrived in all (an event, not a poll). */
  waitForMessages(count: number, timeoutMs = 15_000): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((waiter) => waiter !== check);
        reject(new Error(`Timed out after ${timeoutMs} ms waiting for mail ${count}`));
      }, timeoutMs);
      const check = () => {
        if (this.received.length < count) return false;
        clearTimeout(timer);
        resolve();
        return true;
      };
      if (!check()) this.waiters.push(check);
    });
  }

  /** How many accepted messages carry this contact-form id. */
  deliveriesOf(contactFormId: string): number {
    return this.received.filter((m) => m.raw.includes(`X-Contact-Form-ID: ${contactFormId}`))
      .length;
  }
}

/** The value of one header of a raw message (unfolded). */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/**
 * Resolves once a worker that sends to `smtp` (accepting) has finished every batch it had begun:
 * a first probe mail may join the batch being sent; a second one, submitted once the first has
 * arrived, goes out in a later batch, which starts only after that one has ended. Returns the
 * probes' ids. For one worker; another worker could take a probe.
 */
export async function workerCaughtUp(
  smtp: SmtpPeer,
  submitProbe: () => Promise<string>,
): Promise<string[]> {
  const probes: string[] = [];
  for (let i = 0; i < 2; i++) {
    const id = await submitProbe();
    probes.push(id);
    await waitFor(() => smtp.deliveriesOf(id) >= 1, 15_000, `probe mail ${i + 1}`);
  }
  return probes;
}
