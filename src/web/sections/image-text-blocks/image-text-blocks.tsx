import { useTranslation } from 'react-i18next';
import type { ImageTextBlocksProps } from '../../../generated/content-types';
import { BareSectionFrame } from '../../components/section-frame';
import { Eyebrow, SectionTitle } from '../../components/section-heading';
import { SiteImage } from '../../components/site-image';
import type { SectionComponentProps } from '../section-definition';
import { blockNumber } from './block-number';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

const BLOCK_TITLE =
  'mt-2 text-3xl font-bold leading-tight tracking-tight text-navy-950 text-balance hyphens-auto wrap-anywhere';

/** Image and text side by side on wide screens, the image switching sides from block to block. */
export function ImageTextBlocks({ props }: SectionComponentProps<ImageTextBlocksProps>) {
  const { t } = useTranslation();
  const firstNumbered = props.firstNumbered ?? 0;
  return (
    <BareSectionFrame as="div" tone="white">
      {props.blocks.map((block, position) => {
        const number = blockNumber(position, firstNumbered);
        const imageFirst = position % 2 === 1;
        return (
          <section
            key={block.title}
            className={position % 2 === 1 ? 'bg-navy-50' : 'bg-white'}
            data-testid="image-text-block"
          >
            <div className="mx-auto grid max-w-content items-center gap-10 px-5 py-16 twocol:grid-cols-2 twocol:gap-16 twocol:py-20">
              <div className={imageFirst ? 'twocol:order-2' : ''}>
                {number && (
                  <p
                    className="text-5xl font-bold tracking-tight text-accent"
                    data-testid="block-number"
                  >
                    {number}
                  </p>
                )}
                <Eyebrow text={block.eyebrow} className="mt-2 text-accent" />
                {/* The first block's title is the section's (the page's h1 on /values). */}
                {position === 0 ? (
                  <SectionTitle className={BLOCK_TITLE}>
                    <BreakableText text={t(block.title, WITH_BREAK_POINTS)} />
                  </SectionTitle>
                ) : (
                  <h2 className={BLOCK_TITLE}>
                    <BreakableText text={t(block.title, WITH_BREAK_POINTS)} />
                  </h2>
                )}
                <div className="mt-5 space-y-4 text-lg text-muted">
                  {block.paragraphs.map((paragraph) => (
                    <p key={paragraph}>
                      <BreakableText text={t(paragraph, WITH_BREAK_POINTS)} />
                    </p>
                  ))}
                </div>
              </div>
              <div className={imageFirst ? 'twocol:order-1' : ''}>
                <SiteImage image={block.image} className="h-auto w-full rounded-card" />
              </div>
            </div>
          </section>
        );
      })}
    </BareSectionFrame>
  );
}
