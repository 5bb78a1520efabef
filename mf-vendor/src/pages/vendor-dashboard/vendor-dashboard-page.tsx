import { AreaError, DeferredRender, PageLoader, paths } from '@portal/shared';
import { Card, Col, Descriptions, Result, Row, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { JobMatchesCard } from '../../features/candidates/components/job-matches-card';
import { VendorCandidatesCard } from '../../features/candidates/components/vendor-candidates-card';
import { VendorSubmissionsCard } from '../../features/candidates/components/vendor-submissions-card';
import { JobAssignmentsCard } from '../../features/job-assignments/components/job-assignments-card';
import { InviteRecruiterForm } from '../../features/recruiters/components/invite-recruiter-form';
import { RecruiterList } from '../../features/recruiters/components/recruiter-list';
import {
  NoVendorError,
  useVendorMembershipQuery,
  VENDOR_DATA_MESSAGE,
  type VendorMembership,
} from '../../features/vendor-membership/api/get-vendor-membership';
import { useVendorRecruitersQuery } from '../../lib/recruiters/get-vendor-recruiters';
import { useVendorLiveUpdates } from './use-vendor-live-updates';

export const DASHBOARD_TITLE = 'Talent Vendor Dashboard';

export function VendorDashboardPage() {
  const membership = useVendorMembershipQuery();
  if (membership.isPending && !membership.error) return <PageLoader />;
  if (membership.error instanceof NoVendorError) {
    return (
      <Result
        status="warning"
        title={membership.error.message}
        subTitle="Ask your vendor administrator for an invitation."
      />
    );
  }
  if (membership.error || !membership.data) {
    return <AreaError title={VENDOR_DATA_MESSAGE} onRetry={() => void membership.refetch()} />;
  }
  return <VendorWorkspace membership={membership.data} />;
}

function VendorWorkspace({ membership }: { membership: VendorMembership }) {
  const { vendor, role, memberId } = membership;
  const isAdmin = role === 'admin';
  const recruiters = useVendorRecruitersQuery({ vendorId: vendor.id }, isAdmin);
  useVendorLiveUpdates(vendor.id);
  // Recruiters work their own jobs; the admin sees and hands out every job of the vendor.
  const recruiterFilter = isAdmin ? null : memberId;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={2}>{DASHBOARD_TITLE}</Typography.Title>
        <Card>
          <Descriptions column={{ xs: 1, md: 2 }} size="small">
            <Descriptions.Item label="Vendor">{vendor.vendor_name}</Descriptions.Item>
            <Descriptions.Item label="Vendor ID">{vendor.vendor_id}</Descriptions.Item>
            <Descriptions.Item label="Partner Company">
              {vendor.company?.name ?? 'No partner company yet'}
            </Descriptions.Item>
            <Descriptions.Item label="Your Role">
              <Tag color={isAdmin ? 'blue' : 'default'}>
                {isAdmin ? 'Vendor Admin' : 'Recruiter'}
              </Tag>
            </Descriptions.Item>
          </Descriptions>
        </Card>
      </div>

      {/* Below the vendor's card on a phone: rendered after it, in slices. */}
      <DeferredRender>
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          {isAdmin ? (
            <Row gutter={[16, 16]}>
              <Col xs={24} lg={14}>
                <InviteRecruiterForm vendorId={vendor.id} />
              </Col>
              <Col xs={24} lg={10}>
                <RecruiterList
                  vendorId={vendor.id}
                  recruiters={recruiters.data}
                  loading={recruiters.isPending}
                  error={recruiters.error}
                  onRetry={() => void recruiters.refetch()}
                />
              </Col>
            </Row>
          ) : null}

          <JobAssignmentsCard
            vendorId={vendor.id}
            recruiterId={recruiterFilter}
            canAssign={isAdmin && !recruiters.error}
            // Only recruiters who have joined can be given jobs.
            recruiters={(recruiters.data ?? []).filter((recruiter) => recruiter.joined_at)}
          />

          <JobMatchesCard vendorId={vendor.id} recruiterId={recruiterFilter} />

          <VendorCandidatesCard vendorId={vendor.id} recruiterId={recruiterFilter} />

          <VendorSubmissionsCard vendorId={vendor.id} />

          <Card title="Reports">
            <Typography.Paragraph>
              How far your submissions got and how soon after a job&apos;s release you submitted.
            </Typography.Paragraph>
            <Link to={paths.vendor.reports}>View Reports</Link>
          </Card>
        </Space>
      </DeferredRender>
    </Space>
  );
}
