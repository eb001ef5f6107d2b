import { useEffect, useState } from 'react';

declare const __BUILD_YEAR__: number;

/**
 * The year for the copyright line: the build's year in the prerendered HTML and at hydration
 * (so both match), then the visitor's clock.
 */
export function useCurrentYear(): number {
  const [year, setYear] = useState(__BUILD_YEAR__);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}
