import type { ReactNode } from 'react';
import type { Heading, SectionType } from '../../generated/content-types';
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
      /** Position in the page: the first section's heading is the page's h1. */
      index: number;
      align?: 'left' | 'center';
    }
  | { heading?: undefined; index?: undefined; align?: undefined };

type SectionFrameProps = FrameHeading & {
  /** `data-section` on the element (tests and the page's structure find sections by it). */
  type?: SectionType;
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
 * with its spacing, and the heading (eyebrow, title, subtitle) in the tone's colours. The anchor
 * a page file gives a section is not here but around the section (`SectionAnchor`), so it works
 * for sections that draw their own frame too.
 */
export function SectionFrame({
  type,
  tone = 'white',
  spacing = 'regular',
  className,
  layout,
  labelledBy,
  heading,
  index,
  align,
  children,
}: SectionFrameProps) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={className ? `${TONE[tone]} ${className}` : TONE[tone]}
      data-section={type}
    >
      <div
        className={`mx-auto max-w-content px-5 ${SPACING[spacing]}${layout ? ` ${layout}` : ''}`}
      >
        {heading && index !== undefined && (
          <SectionHeading
            eyebrow={heading.eyebrow}
            title={heading.title}
            subtitle={heading.subtitle}
            index={index}
            align={align}
            tone={tone === 'dark' ? 'dark' : 'light'}
          />
        )}
        {children}
      </div>
    </section>
  );
}

/** SPEC §2/§9: a hash target is reached 50 px below the top of the window. */
const ANCHOR_OFFSET_CLASS = 'scroll-mt-[50px]';

/** The anchor a page file gives a section (`"anchor": "contact"` for `/#contact`). */
export function SectionAnchor({ id, children }: { id?: string | undefined; children: ReactNode }) {
  return (
    <div id={id} className={id ? ANCHOR_OFFSET_CLASS : undefined}>
      {children}
    </div>
  );
}
