import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailSender } from '../../src/server/mail/mail-sender';
import type { MailSender } from '../../src/server/mail/mail-sender';
import { SmtpPeer } from './helpers/smtp-peer';

const mail = (n: number) => ({
  from: 'web@example.net',
  to: 'sales@example.com',
  subject: `Mail ${n}`,
  text: 'Hello',
});

describe('the SMTP sender', () => {
  const closers: (() => unknown)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });
  const open = (url: string, timeouts?: Parameters<typeof createMailSender>[2]): MailSender => {
    const sender = createMailSender(url, '/nonexistent', timeouts);
    closers.push(() => sender.close());
    return sender;
  };
  const peer = async () => {
    const smtp = await SmtpPeer.reserve();
    await smtp.start();
    closers.push(() => smtp.stop());
    return smtp;
  };

  it('sends consecutive mails over one connection', async () => {
    const smtp = await peer();
    const sender = open(smtp.url);
    for (let n = 0; n < 3; n++) await sender.send(mail(n), `m${n}`);
    expect(smtp.received).toHaveLength(3);
    expect(smtp.connections).toBe(1);
  });

  it('lets options in the URL win over its own', async () => {
    const smtp = await peer();
    const sender = open(`${smtp.url}/?pool=false`);
    for (let n = 0; n < 2; n++) await sender.send(mail(n), `m${n}`);
    expect(smtp.connections).toBe(2);
  });

  // nodemailer ignored the timeouts once (its defaults wait 30 s for a greeting, 10 minutes on a
  // silent socket: longer than a send may take inside OUTBOX_LEASE).
  it(
    'gives up on a server that never greets after its greeting timeout',
    { timeout: 10_000 },
    async () => {
      const sockets: net.Socket[] = [];
      const silent = net.createServer((socket) => sockets.push(socket));
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      closers.push(
        () =>
          new Promise((resolve) => {
            for (const socket of sockets) socket.destroy();
            silent.close(resolve);
          }),
      );
      const { port } = silent.address() as net.AddressInfo;
      const sender = open(`smtp://127.0.0.1:${port}`, {
        connectionTimeout: 5_000,
        greetingTimeout: 300,
        socketTimeout: 5_000,
      });
      const started = Date.now();
      await expect(sender.send(mail(0), 'm0')).rejects.toMatchObject({ code: 'ETIMEDOUT' });
      expect(Date.now() - started).toBeLessThan(3_000);
    },
  );
});
