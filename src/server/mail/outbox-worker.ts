import type { FastifyBaseLogger } from 'fastify';
import type { OutboxConfig } from '../config';
import type { OutboxRepository } from '../db/repositories/outbox-repository';
import type { ContactFormRow } from '../db/tables';
import { composeContactMail } from './compose-contact-mail';
import {
  describeDeliveryError,
  isConnectionFailure,
  isPermanentFailure,
  retryDelayMs,
} from './delivery-error';
import type { MailEvents } from '../metrics';
import type { MailSender } from './mail-sender';

/**
 * Delivers pending contact-form mails. It polls (so mails left over from a previous run or a
 * failed attempt go out) and is nudged after each new submission (so a new mail goes out at once).
 * One run at a time per process; across processes the claim lease in the database keeps rows apart.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private rerunRequested = false;
  private stopped = true;

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly sender: MailSender,
    private readonly config: OutboxConfig & { mailFrom: string },
    private readonly log: FastifyBaseLogger,
    private readonly events: MailEvents = { sent: () => undefined, failed: () => undefined },
  ) {}

  start(): void {
    this.stopped = false;
    this.nudge();
  }

  /** Ask for a run now; coalesces with a run in progress instead of starting a second one. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.rerunRequested = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.runUntilIdle().finally(() => {
      this.running = undefined;
      this.schedule();
    });
  }

  /** Stops polling and waits for the mail being sent right now; claimed leftovers are released. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(): void {
    if (this.stopped) return;
    if (this.rerunRequested) {
      this.rerunRequested = false;
      this.nudge();
      return;
    }
    this.timer = setTimeout(() => this.nudge(), this.config.pollIntervalMs);
    this.timer.unref();
  }

  private async runUntilIdle(): Promise<void> {
    try {
      // A full batch suggests more are due; keep going until a batch comes back short.
      while (!this.stopped && (await this.runBatch()) === this.config.batchSize) {
        /* next batch */
      }
    } catch (error) {
      this.log.error({ err: error }, 'outbox run failed; retrying at the next poll');
    }
  }

  /**
   * Claims a batch and sends it one mail at a time, each recorded as sent before the next one
   * starts: a crash then leaves at most one mail in an SMTP transaction, and only that one can be
   * sent twice (decision 114; four at a time re-sent up to four after a SIGKILL).
   */
  private async runBatch(): Promise<number> {
    const now = new Date();
    const lease = new Date(now.getTime() + this.config.leaseMs).toISOString();
    const claimed = await this.outbox.claimDue(now, new Date(lease), this.config.batchSize);
    for (const [index, row] of claimed.entries()) {
      if (this.stopped) {
        await this.outbox.release(idsFrom(claimed, index), lease, new Date());
        break;
      }
      // If the server is unreachable, the rest wait with this mail, unattempted (decision 025).
      const retryAt = await this.deliver(row, lease);
      if (retryAt) {
        await this.outbox.release(idsFrom(claimed, index + 1), lease, retryAt);
        break;
      }
    }
    return claimed.length;
  }

  /**
   * Sends one mail; returns a retry time when the whole server seems down. The row's lease is
   * renewed first: a batch that took longer than the lease may have lost rows to another worker,
   * and sending those too would deliver them twice. (Renewing only late in the lease saved a write
   * but left one send only half a lease; under load that produced duplicates.)
   */
  private async deliver(row: ContactFormRow, lease: string): Promise<Date | undefined> {
    const renewed = new Date(Date.now() + this.config.leaseMs);
    if (!(await this.outbox.renewLease(row.id, lease, renewed))) {
      this.log.info(
        { contactFormId: row.id },
        'lease ran out before sending; another worker has it',
      );
      return undefined;
    }
    try {
      await this.sender.send(composeContactMail(row, this.config.mailFrom), row.id);
    } catch (error) {
      const attempt = row.send_attempts + 1;
      const description = describeDeliveryError(error);
      if (isPermanentFailure(error) || attempt >= this.config.maxAttempts) {
        // The dead-letter state: never retried on its own, listed with mailStatus=failed.
        await this.outbox.markFailed(row.id, description, null);
        this.events.failed(true);
        this.log.error(
          { contactFormId: row.id, attempt, error: description },
          'contact mail failed permanently; re-queue it with POST /api/contact-forms/{id}/requeue',
        );
        return undefined;
      }
      const delay = retryDelayMs(attempt, this.config.retryBaseMs, this.config.retryMaxMs);
      const retryAt = new Date(Date.now() + delay);
      await this.outbox.markFailed(row.id, description, retryAt);
      this.events.failed(false);
      this.log.warn(
        { contactFormId: row.id, attempt, error: description, retryInMs: delay },
        'contact mail delivery failed',
      );
      return isConnectionFailure(error) ? retryAt : undefined;
    }
    await this.outbox.markSent(row.id);
    this.events.sent();
    this.log.info({ contactFormId: row.id, attempt: row.send_attempts + 1 }, 'contact mail sent');
    return undefined;
  }
}

function idsFrom(rows: ContactFormRow[], start: number): string[] {
  return rows.slice(start).map((row) => row.id);
}
