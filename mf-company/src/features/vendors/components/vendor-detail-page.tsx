import { AreaError, formatDate, PageLoader, paths } from '@portal/shared';
import { Button, Result, Space } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { JobStatusTag } from '../../../components/jobs/job-status-tag';
import { DetailList, PageHeading, Panel } from '../../../components/light-blocks';
import { LightTable } from '../../../components/light-table';
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

const TIER_LABELS: Record<number, string> = { 1: 'Tier 1', 2: 'Tier 2', 3: 'Tier 3' };

function VendorDocumentsPanel({ vendorId }: { vendorId: string }) {
  const documents = useVendorDocumentsQuery({ vendorId });
  const open = useOpenVendorDocumentMutation();
  return (
    <Panel title="Documents">
      {documents.error ? (
        <AreaError
          title="Failed to load the vendor's documents"
          error={documents.error}
          onRetry={() => void documents.refetch()}
        />
      ) : (
        <DetailList
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
    </Panel>
  );
}

function AssignedJobsPanel({ vendorId }: { vendorId: string }) {
  const assignments = useVendorAssignmentsForVendorQuery({ vendorId });
  return (
    <Panel title="Assigned Jobs">
      <LightTable<VendorAssignedJob>
        label="Jobs assigned to the vendor"
        size="small"
        rowKey={(a) => a.id}
        loading={assignments.isPending && !assignments.isError}
        rows={assignments.data ?? []}
        emptyText={assignments.error ? 'Failed to load assigned jobs' : 'No jobs assigned yet'}
        columns={[
          {
            key: 'job',
            title: 'Job',
            render: (a) =>
              a.job ? <Link to={paths.company.manageJob(a.job.id)}>{a.job.title}</Link> : '—',
          },
          {
            key: 'status',
            title: 'Status',
            render: (a) => (a.job ? <JobStatusTag status={a.job.status} /> : '—'),
          },
          { key: 'tier', title: 'Release Tier', render: (a) => TIER_LABELS[a.tier] ?? a.tier },
          {
            key: 'recruiter',
            title: 'Recruiter',
            render: (a) =>
              a.recruiter ? `${a.recruiter.first_name} ${a.recruiter.last_name}` : 'Vendor decides',
          },
          { key: 'assigned', title: 'Assigned', render: (a) => formatDate(a.created_at) },
        ]}
      />
    </Panel>
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
      <PageHeading>{v.vendor_name}</PageHeading>
      <Panel title="Profile">
        <DetailList
          items={[
            { key: 'code', label: 'Vendor ID', children: v.vendor_id },
            { key: 'contact', label: 'Primary Contact', children: v.primary_contact_name ?? '—' },
            { key: 'email', label: 'Contact Email', children: v.primary_contact_email ?? '—' },
            { key: 'phone', label: 'Phone', children: v.phone_number ?? '—' },
            { key: 'registered', label: 'Registered', children: formatDate(v.created_at) },
          ]}
        />
      </Panel>
      <VendorPerformancePanel vendorId={v.id} />
      <VendorRecruitersPanel vendorId={v.id} />
      <AssignedJobsPanel vendorId={v.id} />
      <VendorDocumentsPanel vendorId={v.id} />
    </Space>
  );
}
