import { AreaError, formatDate, namedTable, PageLoader, paths } from '@portal/shared';
import { Button, Descriptions, Empty, Result, Space, Table, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { JobStatusTag } from '../../../components/jobs/job-status-tag';
import { linkTab } from '@portal/shared/supabase';
import { useVendorQuery } from '../api/get-vendor';
import { useVendorDocumentsQuery } from '../api/get-vendor-documents';
import {
  useVendorAssignmentsForVendorQuery,
  type VendorAssignedJob,
} from '../api/list-vendor-assignments-for-vendor';
import { useOpenVendorDocumentMutation } from '../api/open-vendor-document';
import { VENDOR_DOCUMENTS } from '../api/register-vendor';
import { VendorPerformancePanel } from './vendor-performance-panel';
import { VendorRecruitersPanel } from './vendor-recruiters-panel';
import { SectionCard } from '../../../components/section-card';

const TIER_LABELS: Record<number, string> = { 1: 'Tier 1', 2: 'Tier 2', 3: 'Tier 3' };

function VendorDocumentsPanel({ vendorId }: { vendorId: string }) {
  const documents = useVendorDocumentsQuery({ vendorId });
  const open = useOpenVendorDocumentMutation();
  return (
    <SectionCard title="Documents">
      {documents.error ? (
        <AreaError
          title="Failed to load the vendor's documents"
          error={documents.error}
          onRetry={() => void documents.refetch()}
        />
      ) : (
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={VENDOR_DOCUMENTS.map((doc) => {
            const path = documents.data?.[doc.key];
            return {
              key: doc.key,
              label: doc.label,
              children: documents.isPending ? (
                '…'
              ) : path ? (
                // Signed when clicked: the link is valid for an hour.
                <Button
                  type="link"
                  style={{ padding: 0, height: 'auto' }}
                  loading={open.isPending && open.variables?.path === path}
                  onClick={() => open.mutate({ bucket: doc.bucket, path }, linkTab())}
                >
                  Open {doc.label}
                </Button>
              ) : (
                'Not uploaded'
              ),
            };
          })}
        />
      )}
    </SectionCard>
  );
}

function AssignedJobsPanel({ vendorId }: { vendorId: string }) {
  const assignments = useVendorAssignmentsForVendorQuery({ vendorId });
  return (
    <SectionCard title="Assigned Jobs">
      <Table<VendorAssignedJob>
        size="small"
        rowKey="id"
        scroll={{ x: true }}
        pagination={false}
        components={namedTable('Jobs assigned to the vendor')}
        loading={assignments.isPending && !assignments.isError}
        dataSource={assignments.data ?? []}
        locale={{
          emptyText: (
            <Empty
              description={
                assignments.error ? 'Failed to load assigned jobs' : 'No jobs assigned yet'
              }
            />
          ),
        }}
        columns={[
          {
            key: 'job',
            title: 'Job',
            render: (_, a) =>
              a.job ? <Link to={paths.company.manageJob(a.job.id)}>{a.job.title}</Link> : '—',
          },
          {
            key: 'status',
            title: 'Status',
            render: (_, a) => (a.job ? <JobStatusTag status={a.job.status} /> : '—'),
          },
          { key: 'tier', title: 'Release Tier', render: (_, a) => TIER_LABELS[a.tier] ?? a.tier },
          {
            key: 'recruiter',
            title: 'Recruiter',
            render: (_, a) =>
              a.recruiter ? `${a.recruiter.first_name} ${a.recruiter.last_name}` : 'Vendor decides',
          },
          { key: 'assigned', title: 'Assigned', render: (_, a) => formatDate(a.created_at) },
        ]}
      />
    </SectionCard>
  );
}

/** One vendor as the company sees it: profile, documents, recruiters, jobs and performance. */
export function VendorDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const vendor = useVendorQuery({ vendorId: id });
  if (vendor.isPending) return <PageLoader />;
  if (vendor.error)
    return (
      <AreaError
        title="Failed to fetch vendors"
        error={vendor.error}
        onRetry={() => void vendor.refetch()}
      />
    );
  const v = vendor.data;
  if (!v) {
    return (
      <Result
        status="404"
        title="Vendor Not Found"
        extra={<Button onClick={() => navigate(paths.company.dashboard)}>Back to Dashboard</Button>}
      />
    );
  }
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {v.vendor_name}
      </Typography.Title>
      <SectionCard title="Profile">
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'code', label: 'Vendor ID', children: v.vendor_id },
            { key: 'contact', label: 'Primary Contact', children: v.primary_contact_name ?? '—' },
            { key: 'email', label: 'Contact Email', children: v.primary_contact_email ?? '—' },
            { key: 'phone', label: 'Phone', children: v.phone_number ?? '—' },
            { key: 'registered', label: 'Registered', children: formatDate(v.created_at) },
          ]}
        />
      </SectionCard>
      <VendorPerformancePanel vendorId={v.id} />
      <VendorRecruitersPanel vendorId={v.id} />
      <AssignedJobsPanel vendorId={v.id} />
      <VendorDocumentsPanel vendorId={v.id} />
    </Space>
  );
}
