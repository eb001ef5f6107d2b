/**
 * Time and peak memory (resident set, sampled every 100 ms) of one build phase, as one line
 * `<name> <seconds> s/<MB> MB`: printed as `phase …` by a phase process (scripts/build.ts
 * collects those), or handed to `report`.
 */
export function meterPhase(
  name: string,
  report: (line: string) => void = (line) => console.log(`phase ${line}`),
): { done: (note?: string) => void } {
  const started = performance.now();
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 100);
  sampler.unref();
  return {
    done(note) {
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage.rss());
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      report(`${name} ${seconds} s/${Math.round(peak / 1048576)} MB${note ? ` ${note}` : ''}`);
    },
  };
}
