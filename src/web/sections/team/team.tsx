import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamProps } from '../../../generated/content-types';
import type { SectionComponentProps } from '../section-definition';
import { TeamCarousel } from './team-carousel';
import { TeamGrid } from './team-grid';

/** A titled team: a grid (e.g. the leadership on /contact) or a rotating carousel (/about). */
export function Team({ props, index }: SectionComponentProps<TeamProps>) {
  const { t } = useTranslation();
  const headingId = useId();
  const Heading = index === 0 ? 'h1' : 'h2';
  const title = t(props.title);
  const nameLevel = index === 0 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={headingId}
      className={props.tone === 'tinted' ? 'bg-navy-50' : 'bg-white'}
    >
      <div className="mx-auto max-w-content px-5 py-16 twocol:py-24">
        <div className="max-w-3xl">
          {props.eyebrow && (
            <p className="mb-3 text-sm font-semibold uppercase tracking-widest text-accent">
              {t(props.eyebrow)}
            </p>
          )}
          <Heading
            id={headingId}
            className="text-3xl font-bold tracking-tight text-balance text-navy-950 twocol:text-4xl"
          >
            {title}
          </Heading>
          {props.intro && <p className="mt-4 text-lg text-muted">{t(props.intro)}</p>}
        </div>
        <div className="mt-10">
          {props.carousel ? (
            <TeamCarousel
              label={title}
              members={props.members}
              autoplayMs={props.carousel.autoplayMs}
              nameLevel={nameLevel}
            />
          ) : (
            <TeamGrid members={props.members} nameLevel={nameLevel} />
          )}
        </div>
      </div>
    </section>
  );
}
