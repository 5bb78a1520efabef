import type { Tables } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { assignmentKeys } from './keys';

export type JobAssignment = Pick<Tables<'job_assignments'>, 'job_id' | 'assigned_to_user_id'>;

export const listJobAssignmentsInput = z.object({ jobIds: z.array(z.string().uuid()) });
export type ListJobAssignmentsInput = z.infer<typeof listJobAssignmentsInput>;

/** Who each of the jobs is assigned to (one assignment per job at most). */
export async function listJobAssignments(input: ListJobAssignmentsInput): Promise<JobAssignment[]> {
  const { jobIds } = listJobAssignmentsInput.parse(input);
  if (jobIds.length === 0) return [];
  // Bounded: the jobs of one page, each assigned to a few staff members.
  const { data, error } = await getSupabase()
    .from('job_assignments')
    .select('job_id, assigned_to_user_id')
    .in('job_id', jobIds);
  if (error) throw new Error(error.message);
  return data;
}

export const jobAssignmentsQuery = (input: ListJobAssignmentsInput) =>
  queryOptions({
    queryKey: assignmentKeys.forJobs(input.jobIds),
    queryFn: () => listJobAssignments(input),
  });

/** The assignee of each job, by job id. */
export function useJobAssigneesQuery(input: ListJobAssignmentsInput, enabled = true) {
  return useQuery({
    ...jobAssignmentsQuery(input),
    enabled,
    select: (rows) =>
      Object.fromEntries(rows.map((row) => [row.job_id, row.assigned_to_user_id])) as Record<
        string,
        string
      >,
  });
}
