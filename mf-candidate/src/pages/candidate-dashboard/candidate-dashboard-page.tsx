import { AreaError, PageLoader, useAuthStore, useToast } from '@portal/shared';
import { Alert, Button, Col, Row, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getApplications } from '../../features/applications/api/get-applications';
import {
  ApplicationsCard,
  DASHBOARD_LIST_PAGE_SIZE,
} from '../../features/applications/components/applications-card';
import { getPotentialJobs } from '../../features/jobs/api/get-potential-jobs';
import { JobsCard } from '../../features/jobs/components/jobs-card';
import { getCompanyInvitations } from '../../features/notifications/api/get-notifications';
import { InvitationNotices } from '../../features/notifications/components/invitation-notices';
import { useCandidateProfile } from '../../features/profile/hooks/use-candidate-profile';
import {
  isProfileComplete,
  profileCompletion,
} from '../../features/profile/utils/profile-completion';
import { useAsyncData } from '../../lib/use-async-data';
import { useServerPage } from '../../lib/use-server-page';
import { ActivitySummaryCard } from './activity-summary-card';
import { ProfileSummaryCard } from './profile-summary-card';

export const DASHBOARD_LOAD_ERROR = 'Failed to fetch applications / potential jobs';

export function CandidateDashboardPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const profile = useCandidateProfile();
  const pageSize = DASHBOARD_LIST_PAGE_SIZE;
  const [applicationsPage, setApplicationsPage] = useState(1);
  const [jobsPage, setJobsPage] = useState(1);
  const applications = useServerPage(
    userId ? (page) => getApplications({ userId, page, pageSize }) : null,
    [userId],
    { page: applicationsPage, pageSize, onPageChange: setApplicationsPage },
  );
  const jobs = useServerPage(
    userId ? (page) => getPotentialJobs({ userId, page, pageSize }) : null,
    [userId],
    { page: jobsPage, pageSize, onPageChange: setJobsPage },
  );
  const listsError = applications.error ?? jobs.error;
  const notices = useAsyncData(userId ? () => getCompanyInvitations({ userId }) : null, [userId]);

  useEffect(() => {
    if (listsError) toast.error(DASHBOARD_LOAD_ERROR);
  }, [listsError, toast]);
  useEffect(() => {
    if (notices.error) toast.error('Failed to load notifications');
  }, [notices.error, toast]);

  if (!userId) return <PageLoader />;
  const percent = profileCompletion(profile.data);
  const name = [profile.data?.first_name, profile.data?.last_name].filter(Boolean).join(' ');

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={2} style={{ marginBottom: 0 }}>
          Candidate Dashboard
        </Typography.Title>
        <Typography.Text type="secondary">Welcome back{name ? `, ${name}` : ''}.</Typography.Text>
      </div>

      <InvitationNotices
        userId={userId}
        notifications={notices.data ?? []}
        onHandled={(id, accepted) => {
          notices.setData((current) => current?.filter((n) => n.id !== id));
          if (accepted) profile.reload();
        }}
      />

      {profile.data && !isProfileComplete(percent) && (
        <Alert
          type="warning"
          showIcon
          title="Complete Your Profile"
          description={`Your profile is ${percent}% complete. Complete profiles get noticed by companies first.`}
          action={
            <Button type="primary" onClick={() => navigate('/candidate/profile')}>
              Complete Profile
            </Button>
          }
        />
      )}

      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          {listsError ? (
            <AreaError
              title={DASHBOARD_LOAD_ERROR}
              error={listsError}
              onRetry={() => {
                if (applications.error) applications.reload();
                if (jobs.error) jobs.reload();
              }}
            />
          ) : !applications.data || !jobs.data ? (
            <PageLoader />
          ) : (
            <Space orientation="vertical" size="large" style={{ width: '100%' }}>
              <ApplicationsCard
                applications={applications.data.applications}
                loading={applications.loading}
                paging={{
                  page: applicationsPage,
                  pageSize,
                  total: applications.data.total,
                  onChange: setApplicationsPage,
                }}
              />
              <JobsCard
                jobs={jobs.data.jobs}
                loading={jobs.loading}
                paging={{ page: jobsPage, pageSize, total: jobs.data.total, onChange: setJobsPage }}
              />
            </Space>
          )}
        </Col>
        <Col xs={24} lg={8}>
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            <ProfileSummaryCard name={name} percent={percent} />
            <ActivitySummaryCard
              applications={applications.data?.total ?? null}
              interviews={applications.data?.interviewCount ?? null}
              availableJobs={jobs.data?.total ?? null}
            />
          </Space>
        </Col>
      </Row>
    </Space>
  );
}
