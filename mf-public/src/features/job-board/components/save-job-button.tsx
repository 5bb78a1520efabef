import { useAuth, useToast } from '@portal/shared';
import { Button } from 'antd';
import { useSaveJobMutation } from '../api/save-job';

/** Lets a signed-in candidate keep the job for later. */
export function SaveJobButton({ jobId }: { jobId: string }) {
  const auth = useAuth();
  const toast = useToast();
  const save = useSaveJobMutation();
  if (!auth.user || auth.role !== 'CANDIDATE' || auth.membership) return null;
  return (
    <Button
      size="large"
      loading={save.isPending}
      disabled={save.isSuccess}
      onClick={() => save.mutate({ jobId }, { onSuccess: () => toast.success('Job saved') })}
    >
      {save.isSuccess ? 'Saved' : 'Save job'}
    </Button>
  );
}
