export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Whole seconds left until `target` at `now` (both epoch ms), rounded up: 4.3 s left shows as 5,
 * and the figure changes exactly when the time left crosses a whole second of the target.
 */
export function secondsLeft(target: number, now: number): number {
  return Math.ceil((target - now) / SECOND);
}

/**
 * Milliseconds from `now` until the figure next changes: the next whole second before `target`,
 * so ticks stay aligned to the target's second boundaries (1..1000).
 */
export function msUntilNextSecond(target: number, now: number): number {
  const rest = (target - now) % SECOND;
  return rest > 0 ? rest : SECOND;
}

/** What is left until `target` at `now` (both epoch ms), or null once zero is reached. */
export function countdownParts(target: number, now: number): CountdownParts | null {
  const left = secondsLeft(target, now) * SECOND;
  if (!Number.isFinite(left) || left <= 0) return null;
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}
