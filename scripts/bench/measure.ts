import autocannon from 'autocannon';

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
}

/** autocannon against one URL (or several, round-robin) after a short warm-up. */
export async function measure(name: string, options: autocannon.Options): Promise<Measurement> {
  const run = (duration: number) => autocannon({ ...options, connections: CONNECTIONS, duration });
  await run(WARMUP_S);
  const result = await run(DURATION_S);
  const measurement = {
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    bytesPerResponse:
      result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
  };
  console.log(
    `  ${name}: ${Math.round(measurement.rps)} req/s, p99 ${measurement.p99} ms, ` +
      `${Math.round(measurement.bytesPerResponse)} B/response, errors ${measurement.errors}`,
  );
  return measurement;
}

/** The results as a table, each throughput also as a ratio to the hello-world baseline. */
export function printTable(results: Measurement[], baselineRps: number): void {
  console.log('\n| run | req/s | p99 ms | B/response | ratio to hello-world | errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of results) {
    const ratio = (r.rps / baselineRps).toFixed(3);
    console.log(
      `| ${r.name} | ${Math.round(r.rps)} | ${r.p99} | ${Math.round(r.bytesPerResponse)} | ${ratio} | ${r.errors} |`,
    );
  }
}

export function printGoals(checks: ReadonlyArray<readonly [string, boolean]>): void {
  console.log('');
  for (const [goal, met] of checks) console.log(`${met ? 'met   ' : 'MISSED'} ${goal}`);
}
