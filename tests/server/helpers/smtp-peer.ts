import net from 'node:net';
import { SMTPServer } from 'smtp-server';

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
  /** reject: 451 (try again later); refuse: 550 (permanent). */
  mode: 'accept' | 'reject' | 'refuse' = 'accept';
  /** Milliseconds the peer waits before accepting a message (a slow mail server). */
  acceptDelayMs = 0;
  private server: SMTPServer | undefined;

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
          this.received.push({
            envelopeFrom: from ? from.address : '',
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          if (this.acceptDelayMs > 0) setTimeout(() => callback(), this.acceptDelayMs);
          else callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
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
