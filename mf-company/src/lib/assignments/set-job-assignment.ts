import { getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { JobAssignment } from './job-assignments';
import { assignmentKeys } from './keys';

export const setJobAssignmentInput = z.object({
  jobId: z.string().uuid(),
  assigneeId: z.string().uuid().nullable(),
  assignedBy: z.string().uuid(),
});
export type SetJobAssignmentInput = z.infer<typeof setJobAssignmentInput>;

/** One assignment per job: assigning replaces it, no assignee deletes it. */
export async function setJobAssignment(
  input: SetJobAssignmentInput,
): Promise<'assigned' | 'unassigned'> {
  const { jobId, assigneeId, assignedBy } = setJobAssignmentInput.parse(input);
  const client = getSupabase();
  if (!assigneeId) {
    const { error } = await client.from('job_assignments').delete().eq('job_id', jobId);
    if (error) throw new Error(error.message);
    return 'unassigned';
  }
  const { error } = await client.from('job_assignments').upsert(
    {
      job_id: jobId,
      assigned_to_user_id: assigneeId,
      assigned_by_user_id: assignedBy,
      updated_at: new Date().toISOString(),
    },
    { onConflict: 'job_id' },
  );
  if (error) throw new Error(error.message);
  return 'assigned';
}

/**
 * Every list showing the job's assignee shows the new one at once and goes back when the server
 * refuses; they are read again either way. The screen reports the outcome itself.
 */
export function useSetJobAssignmentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setJobAssignment,
    meta: { errorToast: false },
    onMutate: async ({ jobId, assigneeId }) => {
      await queryClient.cancelQueries({ queryKey: assignmentKeys.jobs() });
      const previous = queryClient.getQueriesData<JobAssignment[]>({
        queryKey: assignmentKeys.jobs(),
      });
      queryClient.setQueriesData<JobAssignment[]>({ queryKey: assignmentKeys.jobs() }, (rows) => {
        if (!rows) return rows;
        const others = rows.filter((row) => row.job_id !== jobId);
        return assigneeId
          ? [...others, { job_id: jobId, assigned_to_user_id: assigneeId }]
          : others;
      });
      return { previous };
    },
    onError: (_error, _input, context) => {
      for (const [key, rows] of context?.previous ?? []) queryClient.setQueryData(key, rows);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: assignmentKeys.jobs() }),
  });
}
