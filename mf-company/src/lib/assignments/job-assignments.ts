import { getSupabase } from '@portal/shared/supabase';
import { z } from 'zod';

export interface JobAssignment {
  job_id: string;
  assigned_to_user_id: string;
}

export async function listJobAssignments(jobIds: string[]): Promise<JobAssignment[]> {
  if (jobIds.length === 0) return [];
  const { data, error } = await getSupabase()
    .from('job_assignments')
    .select('job_id, assigned_to_user_id')
    .in('job_id', jobIds);
  if (error) throw new Error(error.message);
  return (data ?? []) as JobAssignment[];
}

export const setJobAssignmentInput = z.object({
  jobId: z.string().uuid(),
  assigneeId: z.string().uuid().nullable(),
  assignedBy: z.string().uuid(),
});

/** One assignment per job: assigning replaces it, no assignee deletes it. */
export async function setJobAssignment(
  input: z.infer<typeof setJobAssignmentInput>,
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
