import { messageOf } from '@portal/shared';
import { Alert, Button } from 'antd';

/** A read that failed: its message and a Retry that reads again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={messageOf(error)}
      action={
        <Button size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
