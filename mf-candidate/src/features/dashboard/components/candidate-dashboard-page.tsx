import { AreaError, PageLoader, useAuthStore, useToast } from '@portal/shared';
import { Alert, Button, Col, Row, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAsyncData } from '../../../lib/use-async-data';
import { getApplications } from '../../applications/api/get-applications';
import { getPotentialJobs } from '../../jobs/api/get-potential-jobs';
import { getCompanyInvitations } from '../../notifications/api/get-notifications';
import { InvitationNotices } from '../../notifications/components/invitation-notices';
import { useCandidateProfile } from '../../profile/hooks/use-candidate-profile';
import { isProfileComplete, profileCompletion } from '../../profile/utils/profile-completion';
import { ActivitySummaryCard } from './activity-summary-card';
import { ApplicationsCard } from './applications-card';
import { JobsCard } from './jobs-card';
import { ProfileSummaryCard } from './profile-summary-card';

export const DASHBOARD_LOAD_ERROR = 'Failed to fetch applications / potential jobs';

export function CandidateDashboardPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const profile = useCandidateProfile();
  const lists = useAsyncData(
    userId
      ? () =>
          Promise.all([getApplications({ userId }), getPotentialJobs({ userId })]).then(
            ([applications, jobs]) => ({
              applications,
              jobs,
            }),
          )
      : null,
    [userId],
  );
  const notices = useAsyncData(userId ? () => getCompanyInvitations({ userId }) : null, [userId]);

  useEffect(() => {
    if (lists.error) toast.error(DASHBOARD_LOAD_ERROR);
  }, [lists.error, toast]);
  useEffect(() => {
    if (notices.error) toast.error('Failed to load notifications');
  }, [notices.error, toast]);

  if (!userId) return <PageLoader />;
  const percent = profileCompletion(profile.data);
  const name = [profile.data?.first_name, profile.data?.last_name].filter(Boolean).join(' ');
  const applications = lists.data?.applications ?? [];
  const interviews = applications.filter((a) => a.status?.toLowerCase() === 'interview').length;

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
          {lists.loading ? (
            <PageLoader />
          ) : lists.error ? (
            <AreaError title={DASHBOARD_LOAD_ERROR} error={lists.error} onRetry={lists.reload} />
          ) : (
            <Space orientation="vertical" size="large" style={{ width: '100%' }}>
              <ApplicationsCard applications={applications} />
              <JobsCard jobs={lists.data?.jobs ?? []} />
            </Space>
          )}
        </Col>
        <Col xs={24} lg={8}>
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            <ProfileSummaryCard name={name} percent={percent} />
            <ActivitySummaryCard
              applications={lists.data ? applications.length : null}
              interviews={lists.data ? interviews : null}
              availableJobs={lists.data ? lists.data.jobs.length : null}
            />
          </Space>
        </Col>
      </Row>
    </Space>
  );
}
