import { BreakableText } from '../../components/breakable-text';
import type { ReactNode } from 'react';
import { KEEP_BREAK_POINTS, useComparisonText, type TextSource } from './use-comparison-text';

/**
 * A part of a tab below its product cards (use case, solution list, example price): a section
 * named by its h3, with an optional intro, then the part's own content.
 */
export function ComparisonPart({
  id,
  heading,
  intro,
  children,
}: {
  id: string;
  heading: TextSource;
  intro?: TextSource | undefined;
  children: ReactNode;
}) {
  const text = useComparisonText();
  return (
    <section aria-labelledby={id} className="mt-20">
      <h3
        id={id}
        className="text-2xl font-bold tracking-tight text-balance break-words twocol:text-3xl"
      >
        <BreakableText text={text(heading, {}, KEEP_BREAK_POINTS)} />
      </h3>
      {intro && (
        <p className="mt-4 max-w-prose text-lg text-muted">
          <BreakableText text={text(intro, {}, KEEP_BREAK_POINTS)} />
        </p>
      )}
      {children}
    </section>
  );
}
