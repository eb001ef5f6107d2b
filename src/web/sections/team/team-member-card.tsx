import { useTranslation } from 'react-i18next';
import type { TeamMember } from './team-member';

/** Avatars are square SVGs drawn at this size (public/images/team/*.svg). */
const AVATAR_SIZE = 160;

/**
 * One person: avatar, name, role. The avatar is decorative (alt=""): the name right below it
 * already says who it is.
 */
export function TeamMemberCard({
  member,
  nameLevel,
}: {
  member: TeamMember;
  nameLevel: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const Name = nameLevel;
  return (
    <article className="flex h-full flex-col items-center rounded-card border border-line bg-white px-6 py-8 text-center shadow-sm">
      <img
        src={member.avatar}
        alt=""
        width={AVATAR_SIZE}
        height={AVATAR_SIZE}
        loading="lazy"
        decoding="async"
        className="size-32 rounded-full bg-navy-100 twocol:size-36"
      />
      <Name className="mt-5 text-lg font-bold text-navy-950">{member.name}</Name>
      <p className="mt-1 text-muted">{t(member.role)}</p>
    </article>
  );
}
