import type { ReactNode } from 'react';
import type { Heading } from '../../generated/content-types';
import { SectionHeading } from './section-heading';

/** The section's background: white, the light navy tint, or navy with white text. */
export type SectionTone = 'white' | 'tinted' | 'dark';

const TONE: Record<SectionTone, string> = {
  white: 'bg-white',
  tinted: 'bg-navy-50',
  dark: 'bg-navy-950 text-white',
};

/** Space above and below the content: `roomy` for the home page's big blocks, else `regular`. */
const SPACING = {
  roomy: 'py-20 twocol:py-28',
  regular: 'py-16 twocol:py-24',
  compact: 'py-12',
} as const;

type FrameHeading =
  | {
      /** Eyebrow, title and subtitle (text keys), usually the section's own props. */
      heading: Heading;
      align?: 'left' | 'center';
    }
  | { heading?: undefined; align?: undefined };

interface BareFrameProps {
  /** The element: a `<section>`, or a `<div>` for a block without a heading of its own. */
  as?: 'section' | 'div' | 'article';
  /** The background; none for a section that paints its own (a gradient). */
  tone?: SectionTone | undefined;
  /** More classes on the element (its padding, a border, a text colour, a layout). */
  className?: string | undefined;
  /** The id of the element that names the section (aria-labelledby). */
  labelledBy?: string | undefined;
  /** The language of the content when it is not the page's (an article). */
  lang?: string | undefined;
  children?: ReactNode;
}

/**
 * The outer element of a full-bleed section (the heroes, the banners, a layout of its own): the
 * element and its tone, nothing inside it. `SectionFrame` adds the content column and heading.
 */
export function BareSectionFrame({
  as: Element = 'section',
  tone,
  className,
  labelledBy,
  lang,
  children,
}: BareFrameProps) {
  const classes = [tone && TONE[tone], className].filter(Boolean).join(' ');
  return (
    <Element aria-labelledby={labelledBy} className={classes || undefined} lang={lang}>
      {children}
    </Element>
  );
}

type SectionFrameProps = FrameHeading & {
  tone?: SectionTone;
  spacing?: keyof typeof SPACING;
  /** More classes on the `<section>` (a border, a text colour). */
  className?: string;
  /** More classes on the content column (a grid beside the heading). */
  layout?: string;
  /** The id of the element that names the section (aria-labelledby). */
  labelledBy?: string;
  children?: ReactNode;
};

/**
 * The frame every content section shares: the tone of its background, the centred content column
 * with its spacing, and the heading (eyebrow, title, subtitle) in the tone's colours, its level
 * from the section's place in the page. What identifies the section (`data-section`, its anchor)
 * is around it (`SectionPlace`, put by the page renderer), so it is there whatever a section draws.
 */
export function SectionFrame({
  tone = 'white',
  spacing = 'regular',
  className,
  layout,
  labelledBy,
  heading,
  align,
  children,
}: SectionFrameProps) {
  return (
    <BareSectionFrame tone={tone} className={className} labelledBy={labelledBy}>
      <div
        className={`mx-auto max-w-content px-5 ${SPACING[spacing]}${layout ? ` ${layout}` : ''}`}
      >
        {heading && (
          <SectionHeading
            eyebrow={heading.eyebrow}
            title={heading.title}
            subtitle={heading.subtitle}
            align={align}
            tone={tone === 'dark' ? 'dark' : 'light'}
          />
        )}
        {children}
      </div>
    </BareSectionFrame>
  );
}
