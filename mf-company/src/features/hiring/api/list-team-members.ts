import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { hiringKeys } from './keys';

export const listTeamMembersInput = z.object({ companyId: z.string().uuid() });
export type ListTeamMembersInput = z.infer<typeof listTeamMembersInput>;

export interface TeamMember {
  userId: string;
  name: string;
  email: string | null;
}

/** The company's team by name: who can be mentioned, interview, and wrote what. */
export async function listTeamMembers(input: ListTeamMembersInput): Promise<TeamMember[]> {
  const { companyId } = listTeamMembersInput.parse(input);
  // Bounded: one company's team, the people who can be mentioned or interview.
  const { data, error } = await getSupabase()
    .from('company_users')
    .select('user_id, first_name, last_name, email')
    .eq('company_id', companyId)
    .order('first_name', { ascending: true });
  if (error) throw new Error(error.message);
  return data.map((m) => ({
    userId: m.user_id,
    name: `${m.first_name} ${m.last_name}`.trim() || m.email || 'Team member',
    email: m.email,
  }));
}

export const teamMembersQuery = (input: ListTeamMembersInput) =>
  queryOptions({
    queryKey: hiringKeys.team(input.companyId),
    queryFn: () => listTeamMembers(input),
    staleTime: 60_000,
  });

export function useTeamMembersQuery(input: ListTeamMembersInput, enabled = true) {
  return useQuery({ ...teamMembersQuery(input), enabled: enabled && !!input.companyId });
}

/** A member's name, or a neutral label for someone who left the team. */
export function memberName(members: TeamMember[] | undefined, userId: string | null): string {
  return members?.find((m) => m.userId === userId)?.name ?? 'Former team member';
}
