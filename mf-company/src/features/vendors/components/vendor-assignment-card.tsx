import { formatDate, messageOf, useToast } from '@portal/shared';
import { Button, Card, Form, List, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useAssignJobToVendorMutation } from '../api/assign-job-to-vendor';
import { useVendorAssignmentsForJobQuery } from '../api/list-vendor-assignments-for-job';
import {
  joinedRecruiters,
  recruiterName,
  useVendorRecruitersQuery,
} from '../api/list-vendor-recruiters';
import { useVendorsQuery } from '../api/list-vendors';
import { useSetVendorTierMutation } from '../api/set-vendor-tier';

const TIER_OPTIONS = [
  { value: 1, label: 'Tier 1: at once' },
  { value: 2, label: 'Tier 2: after the tier 2 delay' },
  { value: 3, label: 'Tier 3: after both delays' },
];

export interface VendorAssignmentCardProps {
  jobId: string;
  companyId: string;
  userId: string;
}

/** Gives a job to a partner vendor and, optionally, one of its recruiters. */
export function VendorAssignmentCard({ jobId, companyId, userId }: VendorAssignmentCardProps) {
  const toast = useToast();
  const [vendorId, setVendorId] = useState<string>();
  const [recruiterId, setRecruiterId] = useState<string>();
  const [tier, setTier] = useState(1);
  const setVendorTier = useSetVendorTierMutation();
  const vendors = useVendorsQuery({ companyId });
  const recruiters = useVendorRecruitersQuery(vendorId);
  const assignments = useVendorAssignmentsForJobQuery({ jobId });
  const assignment = useAssignJobToVendorMutation();

  useEffect(() => {
    if (vendors.error) toast.error('Failed to fetch vendors');
  }, [vendors.error, toast]);
  useEffect(() => {
    if (recruiters.error) toast.error('Failed to fetch vendor recruiters');
  }, [recruiters.error, toast]);

  async function assign() {
    if (!vendorId) {
      toast.error('Please select a vendor.');
      return;
    }
    try {
      await assignment.mutateAsync({
        jobId,
        vendorId,
        assignedBy: userId,
        recruiterId: recruiterId ?? null,
        tier,
      });
      toast.success('Job successfully assigned!');
      setVendorId(undefined);
      setRecruiterId(undefined);
      setTier(1);
    } catch (error) {
      toast.error('Failed to assign job to vendor.', messageOf(error));
    }
  }

  return (
    <Card title="Assign to Vendor">
      <Form layout="vertical">
        <Form.Item label="Vendor" htmlFor="vendor-assignment-vendor">
          <Select
            id="vendor-assignment-vendor"
            aria-label="Vendor"
            placeholder="Select a vendor"
            loading={vendors.isLoading}
            value={vendorId}
            onChange={(value: string) => {
              setVendorId(value);
              setRecruiterId(undefined);
            }}
            options={(vendors.data ?? []).map((v) => ({
              value: v.id,
              label: `${v.vendor_name} (${v.vendor_id})`,
            }))}
            notFoundContent="No vendors registered yet"
          />
        </Form.Item>
        <Form.Item label="Vendor Recruiter (optional)" htmlFor="vendor-assignment-recruiter">
          <Select
            id="vendor-assignment-recruiter"
            aria-label="Vendor Recruiter (optional)"
            placeholder="Let the vendor decide"
            allowClear
            disabled={!vendorId}
            loading={recruiters.isLoading}
            value={recruiterId}
            onChange={(value?: string) => setRecruiterId(value)}
            // Invited recruiters who have not joined cannot be handed a job.
            options={joinedRecruiters(recruiters.data ?? []).map((r) => ({
              value: r.id,
              label: recruiterName(r),
            }))}
          />
        </Form.Item>
        <Form.Item label="Release Tier" htmlFor="vendor-assignment-tier">
          <Select
            id="vendor-assignment-tier"
            aria-label="Release Tier"
            value={tier}
            onChange={(value: number) => setTier(value)}
            options={TIER_OPTIONS}
          />
        </Form.Item>
        <Button type="primary" onClick={() => void assign()} loading={assignment.isPending}>
          Assign Job
        </Button>
      </Form>
      {(assignments.data?.length ?? 0) > 0 && (
        <>
          <Typography.Title level={3} style={{ marginTop: 16, fontSize: 16 }}>
            Assigned Vendors
          </Typography.Title>
          <List
            size="small"
            dataSource={assignments.data}
            renderItem={(a) => (
              <List.Item>
                <Space wrap>
                  <strong>{a.vendor?.vendor_name ?? 'Vendor'}</strong>
                  {a.recruiter
                    ? `Recruiter: ${a.recruiter.first_name} ${a.recruiter.last_name}`
                    : 'Recruiter: vendor decides'}
                  <Typography.Text type="secondary">{formatDate(a.created_at)}</Typography.Text>
                  <Select
                    size="small"
                    aria-label={`Release tier of ${a.vendor?.vendor_name ?? 'vendor'}`}
                    value={a.tier}
                    onChange={(value: number) =>
                      setVendorTier.mutate(
                        { jobId, assignmentId: a.id, tier: value },
                        { onSuccess: () => toast.success('Release tier changed') },
                      )
                    }
                    options={TIER_OPTIONS}
                  />
                </Space>
              </List.Item>
            )}
          />
        </>
      )}
    </Card>
  );
}
