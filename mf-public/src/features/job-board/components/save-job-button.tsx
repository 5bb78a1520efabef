import { useToast } from '@portal/shared';
import { Button } from 'antd';
import { useSaveJobMutation } from '../api/save-job';

/** Lets a signed-in candidate keep the job for later (shown through `SaveJobAction`). */
export function SaveJobButton({ jobId }: { jobId: string }) {
  const toast = useToast();
  const save = useSaveJobMutation();
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
