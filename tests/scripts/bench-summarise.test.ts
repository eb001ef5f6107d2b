import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summarise } from '../../scripts/bench/measure';

// Two real servers with bodies of different sizes, measured at the same time as
// `bench:api -- --instances N` does: the combined row must report what was really sent.
const bodies = ['a'.repeat(1000), 'b'.repeat(3000)];
const servers = bodies.map((body) => http.createServer((_req, res) => res.end(body)));
const ports: number[] = [];

beforeAll(async () => {
  for (const server of servers) {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    ports.push((server.address() as AddressInfo).port);
  }
});
afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

describe('bench summaries', () => {
  it('combine runs on several instances: rates add up, bytes per response are the real mean', async () => {
    const results = await Promise.all(
      ports.map((port) =>
        autocannon({ url: `http://127.0.0.1:${port}/`, connections: 1, amount: 200 }),
      ),
    );
    const row = summarise('two servers', results);
    // Each answer is its body plus about 100-150 bytes of status line and headers.
    expect(row.bytesPerResponse).toBeGreaterThan(2000);
    expect(row.bytesPerResponse).toBeLessThan(2000 + 200);
    expect(row.rps).toBeCloseTo(results[0]!.requests.average + results[1]!.requests.average, 5);
    expect(row.p99).toBe(Math.max(results[0]!.latency.p99, results[1]!.latency.p99));
    expect(row.errors).toBe(0);
  });
});
