import { Button } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { messageOf } from '../format/message-of';
import { StatusResult } from './status-result';

export interface AreaErrorProps {
  title?: string;
  error?: unknown;
  onRetry?: () => void;
}

/** Shown in place of an area (or a screen) that failed to load or crashed. */
export function AreaError({ title = 'Something went wrong', error, onRetry }: AreaErrorProps) {
  return (
    <StatusResult
      status="error"
      title={title}
      subTitle={error === undefined ? undefined : messageOf(error)}
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

interface AreaErrorBoundaryProps {
  title: string;
  /** Called after the boundary clears its error, so the area can load again. */
  onRetry?: () => void;
  /** The error clears by itself when this changes (the visitor went to another page). */
  resetKey?: string;
  children: ReactNode;
}

/** Keeps a crash inside one area or screen: the header, footer and other areas stay usable. */
export class AreaErrorBoundary extends Component<AreaErrorBoundaryProps, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  componentDidUpdate(previous: AreaErrorBoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) {
      this.setState({ error: null });
    }
  }

  render() {
    if (this.state.error) {
      return (
        <AreaError
          title={this.props.title}
          error={this.state.error}
          onRetry={() => {
            this.setState({ error: null });
            this.props.onRetry?.();
          }}
        />
      );
    }
    return this.props.children;
  }
}
