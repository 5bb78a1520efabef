// Test data: one application and the two colleagues who work on it; the signed-in one is ME.
import type { TeamMember } from './list-team-members';

export const APPLICATION = '00000000-0000-4000-8000-0000000000a1';
export const ME = '00000000-0000-4000-8000-0000000000b1';
export const COLLEAGUE = '00000000-0000-4000-8000-0000000000b2';
export const TEAM: TeamMember[] = [
  { userId: ME, name: 'Rita Recruiter', email: 'rita@example.com' },
  { userId: COLLEAGUE, name: 'Max Manager', email: 'max@example.com' },
];
