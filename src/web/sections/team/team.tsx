import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamProps } from '../../../generated/content-types';
import { SectionFrame } from '../../components/section-frame';
import { LabellingHeading } from '../../components/section-heading';
import { useSectionHeadingLevel } from '../../components/section-place';
import type { SectionComponentProps } from '../section-definition';
import { TeamCarousel } from './team-carousel';
import { TeamGrid } from './team-grid';
import { TeamMemberCard } from './team-member-card';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

/** Heading and intro on the left, the one card on the right (from the two-column width). */
const LONE_LAYOUT =
  'twocol:grid twocol:grid-cols-[minmax(0,1fr)_22rem] twocol:items-center twocol:gap-16';

/**
 * A titled team: a grid (e.g. the leadership on /contact), a rotating carousel (/about), or one
 * person beside the heading (the CEO on /about).
 */
export function Team({ props }: SectionComponentProps<TeamProps>) {
  const { t } = useTranslation();
  const headingId = useId();
  const title = t(props.title);
  // The members' names are one level below the section's title.
  const nameLevel = useSectionHeadingLevel() === 1 ? 'h2' : 'h3';
  // A team of one (the CEO on /about) sits beside its heading on wide screens instead of
  // stretching a grid row across the page.
  const [lone] = !props.carousel && props.members.length === 1 ? props.members : [];
  return (
    <SectionFrame
      tone={props.tone === 'tinted' ? 'tinted' : 'white'}
      labelledBy={headingId}
      layout={lone ? LONE_LAYOUT : ''}
    >
      <div className="max-w-3xl">
        <LabellingHeading eyebrow={props.eyebrow} title={props.title} id={headingId} />
        {props.intro && (
          <p className="mt-4 text-lg text-muted">
            <BreakableText text={t(props.intro, WITH_BREAK_POINTS)} />
          </p>
        )}
      </div>
      <div className={lone ? 'mt-10 max-w-sm twocol:mt-0' : 'mt-10'}>
        {lone ? (
          <TeamMemberCard member={lone} nameLevel={nameLevel} layout="stacked" />
        ) : props.carousel ? (
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
    </SectionFrame>
  );
}
