import { AreaError, PageLoader, useAuthStore } from '@portal/shared';
import { Card, Typography } from 'antd';
import { useAsyncData } from '../../../lib/use-async-data';
import { ApplicationsList } from '../../dashboard/components/applications-card';
import { getApplications } from '../api/get-applications';

const PAGE_SIZE = 10;

/** Every application of the candidate, newest first. */
export function ApplicationsPage() {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const applications = useAsyncData(userId ? () => getApplications({ userId }) : null, [userId]);
  if (applications.error) {
    return (
      <AreaError
        title="Failed to fetch applications"
        error={applications.error}
        onRetry={applications.reload}
      />
    );
  }
  if (applications.loading || !applications.data)
    return <PageLoader label="Loading applications..." />;
  return (
    <>
      <Typography.Title level={2}>Your Applications</Typography.Title>
      <Card>
        <ApplicationsList applications={applications.data} pageSize={PAGE_SIZE} />
      </Card>
    </>
  );
}
