import type { Tables } from '@portal/shared';
import { getSupabase, readAllPages } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { skillKeys } from './keys';

export type Skill = Pick<Tables<'skills'>, 'id' | 'name' | 'industry' | 'aliases'>;

/** The whole catalogue, by industry and name (ordered by id too, so pages never overlap). */
export async function listSkills(): Promise<Skill[]> {
  const { data, error } = await readAllPages<Skill>((from, to) =>
    getSupabase()
      .from('skills')
      .select('id, name, industry, aliases')
      .order('industry')
      .order('name')
      .order('id')
      .range(from, to),
  );
  if (error) throw new Error(error.message);
  return data;
}

export const skillsQuery = () => queryOptions({ queryKey: skillKeys.list(), queryFn: listSkills });

export function useSkillsQuery() {
  return useQuery(skillsQuery());
}
