import { useAuthStore, useToast, messageOf } from '@portal/shared';
import { type JobFormValues } from '@portal/shared/validation';
import { Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { RequireActiveCompany } from '../../../components/workspace/require-active-company';
import { createJob } from '../api/manage-job-posting';
import { JobForm } from './job-form';

export function CreateJobPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.user);

  async function submit(values: JobFormValues) {
    if (!user) {
      toast.error('You must be logged in to post a job');
      return;
    }
    try {
      const job = await createJob(user.id, values);
      toast.success('Job posted successfully!');
      navigate(`/company/manage-job/${job.id}`);
    } catch (error) {
      toast.error('Failed to create job', messageOf(error));
    }
  }

  return (
    <RequireActiveCompany>
      {() => (
        <>
          <Typography.Title level={2}>Post a New Job</Typography.Title>
          <JobForm onSubmit={submit} onCancel={() => navigate('/company/jobs')} />
        </>
      )}
    </RequireActiveCompany>
  );
}
