import type { TeamProps } from '../../../generated/content-types';

/** One person of a team section, as written in the page file. */
export type TeamMember = TeamProps['members'][number];
