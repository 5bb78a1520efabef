import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { assignmentKeys } from '../../../lib/assignments/keys';
import { setJobAssignment } from '../../../lib/assignments/set-job-assignment';

export const assignJobsInput = z.object({
  jobIds: z.array(z.string().uuid()).min(1, 'Please select jobs and an assignee'),
  assigneeId: z.string().uuid({ message: 'Please select jobs and an assignee' }),
  assignedBy: z.string().uuid(),
});
export type AssignJobsInput = z.infer<typeof assignJobsInput>;

export async function assignJobs(input: AssignJobsInput): Promise<number> {
  const { jobIds, assigneeId, assignedBy } = assignJobsInput.parse(input);
  for (const jobId of jobIds) await setJobAssignment({ jobId, assigneeId, assignedBy });
  return jobIds.length;
}

/** The screen reports a failure itself; every list of job assignees reloads. */
export function useAssignJobsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignJobs,
    meta: { errorToast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: assignmentKeys.jobs() }),
  });
}
