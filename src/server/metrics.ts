import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { OutboxStats } from './db/repositories/outbox-repository';

/** What the mail worker reports as it goes. */
export interface MailEvents {
  sent(): void;
  /** A failed attempt; `gaveUp` when the mail became a dead letter. */
  failed(gaveUp: boolean): void;
}

/**
 * The Prometheus metrics of one app (its own registry, so several apps in one test process do
 * not share counters). Outbox figures are read from the database at scrape time, so every instance
 * reports the shared queue.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to the end of the answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  readonly submissionsStored = new Counter({
    name: 'contact_forms_stored_total',
    help: 'Contact-form submissions stored (honeypot hits are not counted)',
    registers: [this.registry],
  });
  private readonly mailsSent = new Counter({
    name: 'contact_mails_sent_total',
    help: 'Contact mails delivered (SMTP accepted or .eml written)',
    registers: [this.registry],
  });
  private readonly mailsFailed = new Counter({
    name: 'contact_mail_failures_total',
    help: 'Failed delivery attempts; gave_up="true" when the mail became a dead letter',
    labelNames: ['gave_up'] as const,
    registers: [this.registry],
  });
  private readonly rateLimited = new Counter({
    name: 'rate_limit_rejections_total',
    help: 'Requests answered 429 by the rate limit',
    registers: [this.registry],
  });
  readonly rateLimitFallback = new Gauge({
    name: 'rate_limit_local_fallback',
    help: '1 while Redis does not answer and this instance counts the rate limit alone',
    registers: [this.registry],
  });

  readonly mailEvents: MailEvents = {
    sent: () => this.mailsSent.inc(),
    failed: (gaveUp) => this.mailsFailed.inc({ gave_up: String(gaveUp) }),
  };

  constructor(outboxStats: (now: Date) => Promise<OutboxStats>) {
    collectDefaultMetrics({ register: this.registry });
    let latest: Promise<OutboxStats> | undefined;
    // One database query per scrape, shared by the three gauges.
    const stats = () => (latest ??= outboxStats(new Date()).finally(() => (latest = undefined)));
    const gauge = (name: string, help: string, read: (s: OutboxStats) => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        async collect() {
          this.set(read(await stats()));
        },
      });
    gauge('outbox_backlog', 'Unsent contact mails still to be tried', (s) => s.backlog);
    gauge('outbox_failed', 'Failed contact mails waiting to be re-queued', (s) => s.failed);
    gauge(
      'outbox_oldest_due_age_seconds',
      'How long the oldest due, unsent mail has been waiting (0 when none is due)',
      (s) => s.oldestDueAgeSeconds,
    );
  }

  /** REDIS_URL set: whether the shared rate-limit store is connected, read at scrape time. */
  watchRedis(isConnected: () => boolean): void {
    new Gauge({
      name: 'rate_limit_redis_connected',
      help: '1 while the connection to Redis (shared rate limit) is up',
      registers: [this.registry],
      collect() {
        this.set(isConnected() ? 1 : 0);
      },
    });
  }

  /** Counts every answer by its route pattern (never the raw URL: unbounded label values). */
  install(app: FastifyInstance): void {
    // Label children by key: prom-client would otherwise hash the label object on every request.
    const children = new Map<string, { count: Counter; time: ReturnType<Histogram['labels']> }>();
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const status = reply.statusCode;
      const key = `${request.method} ${route} ${status}`;
      let child = children.get(key);
      if (!child) {
        child = {
          count: this.requests.labels(request.method, route, String(status)) as unknown as Counter,
          time: this.duration.labels(request.method, route),
        };
        children.set(key, child);
      }
      child.count.inc();
      child.time.observe(reply.elapsedTime / 1000);
      if (status === 429) this.rateLimited.inc();
      done();
    });
  }
}
