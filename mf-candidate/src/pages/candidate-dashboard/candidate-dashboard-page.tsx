import {
  AreaError,
  DeferredRender,
  PageLoader,
  paths,
  useAuthStore,
  useToast,
} from '@portal/shared';
import { Alert, Button, Col, Flex, Row, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApplicationsQuery } from '../../features/applications/api/get-applications';
import {
  ApplicationsCard,
  DASHBOARD_LIST_PAGE_SIZE,
} from '../../features/applications/components/applications-card';
import { useUpcomingInterviewsQuery } from '../../features/interviews/api/get-upcoming-interviews';
import { UpcomingInterviewsCard } from '../../features/interviews/components/upcoming-interviews-card';
import { usePotentialJobsQuery } from '../../features/jobs/api/get-potential-jobs';
import { JobsCard } from '../../features/jobs/components/jobs-card';
import { useCompanyInvitationsQuery } from '../../features/notifications/api/get-notifications';
import { InvitationNotices } from '../../features/notifications/components/invitation-notices';
import { useCandidateProfile } from '../../features/profile/hooks/use-candidate-profile';
import { RepresentationCard } from '../../features/representation/components/representation-card';
import {
  isProfileComplete,
  profileCompletion,
} from '../../features/profile/utils/profile-completion';
import { useLastPageGuard } from '../../lib/use-last-page-guard';
import { ActivitySummaryCard } from './activity-summary-card';
import { ProfileSummaryCard } from './profile-summary-card';

export const DASHBOARD_LOAD_ERROR = 'Failed to fetch applications / potential jobs';

export function CandidateDashboardPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const profile = useCandidateProfile();
  const pageSize = DASHBOARD_LIST_PAGE_SIZE;
  const [applicationsPage, setApplicationsPage] = useState(1);
  const [jobsPage, setJobsPage] = useState(1);
  const applications = useApplicationsQuery({ userId, page: applicationsPage, pageSize }, !!userId);
  const jobs = usePotentialJobsQuery({ userId, page: jobsPage, pageSize }, !!userId);
  useLastPageGuard(applications.data?.total, {
    page: applicationsPage,
    pageSize,
    onPageChange: setApplicationsPage,
  });
  useLastPageGuard(jobs.data?.total, { page: jobsPage, pageSize, onPageChange: setJobsPage });
  const listsError = applications.error ?? jobs.error;
  const notices = useCompanyInvitationsQuery({ userId }, !!userId);
  const interviews = useUpcomingInterviewsQuery(userId);

  useEffect(() => {
    if (listsError) toast.error(DASHBOARD_LOAD_ERROR);
  }, [listsError, toast]);
  useEffect(() => {
    if (notices.error) toast.error('Failed to load notifications');
  }, [notices.error, toast]);

  // The notices, the profile alert and the lists stack above the fold on a phone: drawn as each
  // answered, every arrival pushed the others down, so the page is drawn once they have all come.
  const firstLoad = [profile, notices, applications, jobs].some((query) => query.isPending);
  if (!userId || firstLoad) return <PageLoader />;
  const percent = profileCompletion(profile.data);
  const name = [profile.data?.first_name, profile.data?.last_name].filter(Boolean).join(' ');

  // The answers arrive together, and a query's answer re-renders synchronously: the page is drawn
  // in the transition after, in slices, with the loader kept until then.
  return (
    <DeferredRender fallback={<PageLoader />}>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Flex justify="space-between" align="center" gap={12} wrap>
          <div>
            <Typography.Title level={2} style={{ marginBottom: 0 }}>
              Candidate Dashboard
            </Typography.Title>
            <Typography.Text type="secondary">
              Welcome back{name ? `, ${name}` : ''}.
            </Typography.Text>
          </div>
          <Button onClick={() => navigate(paths.candidate.saved)}>Saved Jobs and Searches</Button>
        </Flex>

        <InvitationNotices userId={userId} notifications={notices.data ?? []} />

        {profile.data && !isProfileComplete(percent) && (
          <Alert
            type="warning"
            showIcon
            title="Complete Your Profile"
            description={`Your profile is ${percent}% complete. Complete profiles get noticed by companies first.`}
            action={
              <Button type="primary" onClick={() => navigate(paths.candidate.profile)}>
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
                  if (applications.error) void applications.refetch();
                  if (jobs.error) void jobs.refetch();
                }}
              />
            ) : !applications.data || !jobs.data ? (
              <PageLoader />
            ) : (
              <Space orientation="vertical" size="large" style={{ width: '100%' }}>
                <ApplicationsCard
                  applications={applications.data.applications}
                  loading={applications.isPlaceholderData}
                  paging={{
                    page: applicationsPage,
                    pageSize,
                    total: applications.data.total,
                    onChange: setApplicationsPage,
                  }}
                />
                <JobsCard
                  jobs={jobs.data.jobs}
                  candidateId={jobs.data.candidateId}
                  scores={jobs.data.scores}
                  loading={jobs.isPlaceholderData}
                  paging={{
                    page: jobsPage,
                    pageSize,
                    total: jobs.data.total,
                    onChange: setJobsPage,
                  }}
                />
              </Space>
            )}
          </Col>
          <Col xs={24} lg={8}>
            <Space orientation="vertical" size="large" style={{ width: '100%' }}>
              <ProfileSummaryCard name={name} percent={percent} />
              <UpcomingInterviewsCard
                interviews={interviews.data}
                loading={interviews.isPending}
                error={interviews.error}
              />
              <ActivitySummaryCard
                applications={applications.data?.total ?? null}
                interviews={interviews.data?.length ?? null}
                availableJobs={jobs.data?.total ?? null}
              />
              <RepresentationCard />
            </Space>
          </Col>
        </Row>
      </Space>
    </DeferredRender>
  );
}
