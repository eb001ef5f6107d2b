import { useTranslation } from 'react-i18next';
import type { TeamMember } from './team-member';
import { BreakableText } from '../../components/breakable-text';
import { WITH_BREAK_POINTS } from '../../lib/i18n';

/** Avatars are square SVGs drawn at this size (public/images/team/*.svg). */
const AVATAR_SIZE = 160;

const LAYOUTS = {
  // Always a centred column: carousel slides are narrow.
  stacked: {
    card: 'flex-col items-center px-6 py-8 text-center',
    avatar: 'size-32 twocol:size-36',
    text: 'mt-5',
  },
  // Side by side on phones so a list of people stays short, a centred column from 640 px.
  responsive: {
    card: 'items-center gap-5 p-5 sm:flex-col sm:gap-0 sm:px-6 sm:py-8 sm:text-center',
    avatar: 'size-20 shrink-0 sm:size-32 twocol:size-36',
    text: 'sm:mt-5',
  },
} as const;

/**
 * One person: avatar, name, role. The avatar is decorative (alt=""): the name right next to it
 * already says who it is.
 */
export function TeamMemberCard({
  member,
  nameLevel,
  layout,
}: {
  member: TeamMember;
  nameLevel: 'h2' | 'h3';
  layout: keyof typeof LAYOUTS;
}) {
  const { t } = useTranslation();
  const Name = nameLevel;
  const classes = LAYOUTS[layout];
  return (
    <article
      className={`flex h-full rounded-card border border-line bg-white shadow-sm ${classes.card}`}
    >
      <img
        src={member.avatar}
        alt=""
        width={AVATAR_SIZE}
        height={AVATAR_SIZE}
        loading="lazy"
        decoding="async"
        className={`rounded-full bg-navy-100 ${classes.avatar}`}
      />
      <div className={classes.text}>
        <Name className="text-lg font-bold text-navy-950">{member.name}</Name>
        <p className="mt-1 text-muted">
          <BreakableText text={t(member.role, WITH_BREAK_POINTS)} />
        </p>
      </div>
    </article>
  );
}
