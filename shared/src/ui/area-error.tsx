import { Button } from 'antd';
import { StatusResult } from './status-result';

export interface AreaErrorProps {
  title?: string;
  error?: unknown;
  onRetry?: () => void;
}

export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'An unexpected error occurred. Please try again.';
}

/** Shown in place of an area (or a screen) that failed to load or crashed. */
export function AreaError({ title = 'Something went wrong', error, onRetry }: AreaErrorProps) {
  return (
    <StatusResult
      status="error"
      title={title}
      subTitle={error === undefined ? undefined : errorText(error)}
      extra={
        onRetry ? (
          <Button type="primary" onClick={onRetry}>
            Retry
          </Button>
        ) : undefined
      }
    />
  );
}
