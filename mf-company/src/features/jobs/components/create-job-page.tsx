import { messageOf, paths, useAuthStore, useToast } from '@portal/shared';
import { type JobFormValues } from '@portal/shared/validation';
import { Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { RequireActiveCompany } from '../../../components/workspace/require-active-company';
import { useCreateJobMutation } from '../api/create-job';
import { JobForm } from './job-form';

export function CreateJobPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.user);
  const create = useCreateJobMutation();

  async function submit(values: JobFormValues) {
    if (!user) {
      toast.error('You must be logged in to post a job');
      return;
    }
    try {
      const job = await create.mutateAsync({ userId: user.id, values });
      toast.success('Job posted successfully!');
      navigate(paths.company.manageJob(job.id));
    } catch (error) {
      toast.error('Failed to create job', messageOf(error));
    }
  }

  return (
    <RequireActiveCompany>
      {() => (
        <>
          <Typography.Title level={2}>Post a New Job</Typography.Title>
          <JobForm onSubmit={submit} onCancel={() => navigate(paths.company.jobs)} />
        </>
      )}
    </RequireActiveCompany>
  );
}
