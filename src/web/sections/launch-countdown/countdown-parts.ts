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

/** What is left until `target` at `now` (both epoch ms), or null once zero is reached. */
export function countdownParts(target: number, now: number): CountdownParts | null {
  const left = Math.ceil((target - now) / SECOND) * SECOND;
  if (!Number.isFinite(left) || left <= 0) return null;
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}
