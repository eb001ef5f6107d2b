import autocannon from 'autocannon';
import { cpuMicros } from './processes';

export const CONNECTIONS = 10;
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 2;

export interface Measurement {
  name: string;
  rps: number;
  p99: number;
  errors: number;
  /** Mean response body size, to show what compression saved. */
  bytesPerResponse: number;
  /** CPU time of the server process per request (µs), when the process is known. */
  cpuPerRequestUs?: number;
}

/** autocannon against one URL (or several, round-robin) after a short warm-up. */
type RunResult = Pick<
  autocannon.Result,
  'requests' | 'latency' | 'errors' | 'timeouts' | 'non2xx' | 'throughput'
>;

/**
 * One Measurement from autocannon results run at the same time (one per instance): rates and
 * errors add up, p99 is the worst, bytes per response come from the totals. The multi-instance
 * runs once left the bytes at 0, so their table claimed empty answers.
 */
export function summarise(name: string, results: RunResult[]): Measurement {
  const requests = results.reduce((sum, r) => sum + r.requests.total, 0);
  const bytes = results.reduce((sum, r) => sum + r.throughput.total, 0);
  return {
    name,
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
    bytesPerResponse: requests > 0 ? bytes / requests : 0,
  };
}

/** `serverPid`: the process answering, whose CPU time per request is reported too. */
export async function measure(
  name: string,
  options: autocannon.Options,
  serverPid?: number,
): Promise<Measurement> {
  const run = (duration: number) => autocannon({ ...options, connections: CONNECTIONS, duration });
  await run(WARMUP_S);
  const cpuBefore = cpuMicros(serverPid);
  const result = await run(DURATION_S);
  const cpuAfter = cpuMicros(serverPid);
  const measurement = summarise(name, [result]);
  if (cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0) {
    measurement.cpuPerRequestUs = (cpuAfter - cpuBefore) / result.requests.total;
  }
  console.log(
    `  ${name}: ${Math.round(measurement.rps)} req/s, p99 ${measurement.p99} ms, ` +
      `${Math.round(measurement.bytesPerResponse)} B/response, errors ${measurement.errors}` +
      (measurement.cpuPerRequestUs === undefined
        ? ''
        : `, server CPU ${Math.round(measurement.cpuPerRequestUs)} µs/request`),
  );
  return measurement;
}

/**
 * The results as a table, each throughput also as a ratio to the hello-world baseline; with the
 * server's CPU time per request when it was measured (the steadier figure on a shared machine).
 */
export function printTable(results: Measurement[], baselineRps: number): void {
  const withCpu = results.some((r) => r.cpuPerRequestUs !== undefined);
  const cpu = (r: Measurement) =>
    withCpu ? ` ${r.cpuPerRequestUs === undefined ? '' : Math.round(r.cpuPerRequestUs)} |` : '';
  console.log(
    `\n| run | req/s | p99 ms | B/response | ratio to hello-world | errors |${withCpu ? ' server CPU µs/request |' : ''}`,
  );
  console.log(`|---|---:|---:|---:|---:|---:|${withCpu ? '---:|' : ''}`);
  for (const r of results) {
    const ratio = (r.rps / baselineRps).toFixed(3);
    console.log(
      `| ${r.name} | ${Math.round(r.rps)} | ${r.p99} | ${Math.round(r.bytesPerResponse)} | ${ratio} | ${r.errors} |${cpu(r)}`,
    );
  }
}

export function printGoals(checks: ReadonlyArray<readonly [string, boolean]>): void {
  console.log('');
  for (const [goal, met] of checks) console.log(`${met ? 'met   ' : 'MISSED'} ${goal}`);
}
