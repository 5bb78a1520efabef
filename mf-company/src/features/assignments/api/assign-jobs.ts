import { z } from 'zod';
import { setJobAssignment } from '../../../lib/assignments/job-assignments';

export const assignJobsInput = z.object({
  jobIds: z.array(z.string().uuid()).min(1, 'Please select jobs and an assignee'),
  assigneeId: z.string().uuid({ message: 'Please select jobs and an assignee' }),
  assignedBy: z.string().uuid(),
});

export async function assignJobs(input: z.infer<typeof assignJobsInput>): Promise<number> {
  const { jobIds, assigneeId, assignedBy } = assignJobsInput.parse(input);
  for (const jobId of jobIds) await setJobAssignment({ jobId, assigneeId, assignedBy });
  return jobIds.length;
}
