import { Alert } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { PageLoader } from '../ui/page-loader';

/** What a report page needs of its report's query. */
export interface ReportQueryState<T> {
  data: T | undefined;
  error: Error | null;
  isFetching: boolean;
}

/**
 * A report's figures once they load: its error instead, a loader until the first figures arrive,
 * and the sections marked busy while another range loads (the previous figures stay meanwhile).
 */
export function ReportBody<T>({
  report,
  style,
  children,
}: {
  report: ReportQueryState<T>;
  style?: CSSProperties;
  children: (data: T) => ReactNode;
}) {
  if (report.error) return <Alert type="error" showIcon title={report.error.message} />;
  if (!report.data) return <PageLoader />;
  return (
    <div aria-busy={report.isFetching} style={style}>
      {children(report.data)}
    </div>
  );
}
