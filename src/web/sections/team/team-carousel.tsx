import type { TeamMember } from './team-member';
import { Carousel } from '../../components/carousel';
import { TeamMemberCard } from './team-member-card';

interface TeamCarouselProps {
  /** Accessible name of the carousel (the section title, translated). */
  label: string;
  members: TeamMember[];
  autoplayMs: number;
  nameLevel: 'h2' | 'h3';
}

/** The members in the shared, looping carousel (SPEC §4: team carousels rotate every 1.7 s). */
export function TeamCarousel({ label, members, autoplayMs, nameLevel }: TeamCarouselProps) {
  return (
    <Carousel
      label={label}
      loop
      autoplay={{ delay: autoplayMs }}
      arrows
      dots
      slideClassName="basis-full sm:basis-1/2 twocol:basis-1/3"
    >
      {members.map((member) => (
        <TeamMemberCard key={member.name} member={member} nameLevel={nameLevel} layout="stacked" />
      ))}
    </Carousel>
  );
}
