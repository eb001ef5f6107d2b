import type { TeamMember } from './team-member';
import { TeamMemberCard } from './team-member-card';

/** All members at once: one column on phones, up to four side by side. */
export function TeamGrid({
  members,
  nameLevel,
}: {
  members: TeamMember[];
  nameLevel: 'h2' | 'h3';
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 twocol:grid-cols-[repeat(auto-fit,minmax(14rem,1fr))]">
      {members.map((member) => (
        <li key={member.name}>
          <TeamMemberCard member={member} nameLevel={nameLevel} layout="responsive" />
        </li>
      ))}
    </ul>
  );
}
