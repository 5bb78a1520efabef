import { AreaError, DeferredRender, PageLoader } from '@portal/shared';
import { Card, Descriptions, Result, Space, Tag, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import {
  NoVendorError,
  useVendorMembershipQuery,
  VENDOR_DATA_MESSAGE,
  type VendorMembership,
} from '../../features/vendor-membership/api/get-vendor-membership';
import { useVendorRecruitersQuery } from '../../lib/recruiters/get-vendor-recruiters';
import { useVendorLiveUpdates } from './use-vendor-live-updates';

const VendorWorkSections = lazy(() =>
  import('./vendor-work-sections').then((m) => ({ default: m.VendorWorkSections })),
);

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

      {/* Below the vendor's card on a phone: its code (tables, selects, forms, dialogs) loads and
          renders after the card, in slices. */}
      <DeferredRender>
        <Suspense fallback={<PageLoader />}>
          <VendorWorkSections
            vendorId={vendor.id}
            isAdmin={isAdmin}
            recruiterFilter={recruiterFilter}
            recruiters={recruiters}
          />
        </Suspense>
      </DeferredRender>
    </Space>
  );
}
