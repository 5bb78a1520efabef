import { AreaError, PageLoader, paths } from '@portal/shared';
import { Button, Col, Result, Row, Space } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { useCandidateQuery } from '../../features/candidates/api/get-candidate';
import { useCandidateApplicationsQuery } from '../../features/candidates/api/list-candidate-applications';
import { CandidateApplicationsCard } from '../../features/candidates/components/candidate-applications-card';
import { CandidateProfileCard } from '../../features/candidates/components/candidate-profile-card';
import { CandidateHiring } from '../../features/hiring/components/hiring-sections';
import { ApplicationCreditsCard } from '../../features/ownership/components/application-credits-card';
import { useCompanyWorkspace } from '../../lib/workspace/use-company-workspace';
import { CandidateDocumentsCard } from './candidate-documents-card';

/**
 * A candidate as the company sees them: profile, applications to its jobs and whom each is
 * credited to, documents, interviews, scorecards and notes.
 */
export function CandidateDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { membership } = useCompanyWorkspace();
  const candidate = useCandidateQuery({ id });
  const applications = useCandidateApplicationsQuery(
    { candidateId: id, companyId: membership?.companyId ?? '' },
    !!candidate.data,
  );
  if (candidate.isPending) return <PageLoader />;
  if (candidate.error)
    return (
      <AreaError
        title="Failed to load candidates data"
        error={candidate.error}
        onRetry={() => void candidate.refetch()}
      />
    );
  const c = candidate.data;
  if (!c) {
    return (
      <Result
        status="404"
        title="Candidate Not Found"
        extra={
          <Button onClick={() => navigate(paths.company.manageCandidates)}>
            Back to Candidates
          </Button>
        }
      />
    );
  }
  const titles = Object.fromEntries(
    (applications.data ?? []).map((a) => [a.id, a.job?.title ?? 'Application']),
  );
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <CandidateProfileCard candidate={c} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <CandidateApplicationsCard
            applications={applications.data}
            loading={applications.isPending && applications.fetchStatus !== 'idle'}
            error={applications.error}
          />
          <div style={{ marginTop: 16 }}>
            <ApplicationCreditsCard
              applications={(applications.data ?? []).map((a) => ({
                id: a.id,
                title: a.job?.title,
              }))}
            />
          </div>
        </Col>
        <Col xs={24} lg={12}>
          <CandidateDocumentsCard
            candidate={c}
            applicationId={applications.data?.[0]?.id ?? null}
          />
        </Col>
      </Row>
      <CandidateHiring candidateId={c.id} applicationTitles={titles} />
    </Space>
  );
}
