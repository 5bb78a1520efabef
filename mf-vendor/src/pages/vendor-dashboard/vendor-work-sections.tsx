import { paths, RenderInTurns } from '@portal/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, Col, Row, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { JobMatchesCard } from '../../features/candidates/components/job-matches-card';
import { VendorCandidatesCard } from '../../features/candidates/components/vendor-candidates-card';
import { VendorSubmissionsCard } from '../../features/candidates/components/vendor-submissions-card';
import { JobAssignmentsCard } from '../../features/job-assignments/components/job-assignments-card';
import { InviteRecruiterForm } from '../../features/recruiters/components/invite-recruiter-form';
import { RecruiterList } from '../../features/recruiters/components/recruiter-list';
import type { VendorRecruiter } from '../../lib/recruiters/get-vendor-recruiters';

export interface VendorWorkSectionsProps {
  vendorId: string;
  isAdmin: boolean;
  /** The recruiter whose work is shown, or null for the whole vendor's. */
  recruiterFilter: string | null;
  recruiters: UseQueryResult<VendorRecruiter[]>;
}

/** The vendor dashboard's work below its first screen: team, jobs, matches, candidates, submissions. */
export function VendorWorkSections({
  vendorId,
  isAdmin,
  recruiterFilter,
  recruiters,
}: VendorWorkSectionsProps) {
  // Each section's first render styles its tables, selects and forms and measures the page: one
  // section per turn keeps each of those tasks short instead of one long one for all of them.
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <RenderInTurns>
        {[
          isAdmin ? (
            <Row key="team" gutter={[16, 16]}>
              <Col xs={24} lg={14}>
                <InviteRecruiterForm vendorId={vendorId} />
              </Col>
              <Col xs={24} lg={10}>
                <RecruiterList
                  vendorId={vendorId}
                  recruiters={recruiters.data}
                  loading={recruiters.isPending}
                  error={recruiters.error}
                  onRetry={() => void recruiters.refetch()}
                />
              </Col>
            </Row>
          ) : null,
          <JobAssignmentsCard
            key="jobs"
            vendorId={vendorId}
            recruiterId={recruiterFilter}
            canAssign={isAdmin && !recruiters.error}
            // Only recruiters who have joined can be given jobs.
            recruiters={(recruiters.data ?? []).filter((recruiter) => recruiter.joined_at)}
          />,
          <JobMatchesCard key="matches" vendorId={vendorId} recruiterId={recruiterFilter} />,
          <VendorCandidatesCard
            key="candidates"
            vendorId={vendorId}
            recruiterId={recruiterFilter}
          />,
          <VendorSubmissionsCard key="submissions" vendorId={vendorId} />,
          <Card key="reports" title="Reports">
            <Typography.Paragraph>
              How far your submissions got and how soon after a job&apos;s release you submitted.
            </Typography.Paragraph>
            <Link to={paths.vendor.reports}>View Reports</Link>
          </Card>,
        ].filter((section) => section !== null)}
      </RenderInTurns>
    </Space>
  );
}
