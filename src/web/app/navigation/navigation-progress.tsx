import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';

/** Shown only when a page takes this long: a fast navigation should not flash a bar. */
const SHOW_AFTER_MS = 150;

/** A thin bar at the top while the next page loads (its data, texts or sections). */
export function NavigationProgress() {
  const loading = useNavigation().state === 'loading';
  // The navigation that has been loading long enough to show the bar (its start time).
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = window.setTimeout(() => setSlow(true), SHOW_AFTER_MS);
    return () => {
      window.clearTimeout(timer);
      setSlow(false);
    };
  }, [loading]);
  if (!loading || !slow) return null;
  return (
    <div aria-hidden="true" className="navigation-progress fixed inset-x-0 top-0 z-50 h-1">
      <div className="h-full bg-accent" />
    </div>
  );
}
