import { Col, Row } from 'antd';
import { useCompanyWorkspace } from '../../../lib/workspace/use-company-workspace';
import { useTeamMembersQuery } from '../api/list-team-members';
import { InterviewsCard } from './interviews-card';
import { NotesCard } from './notes-card';
import { ScorecardsCard } from './scorecards-card';

/** Interviews, scorecards and notes of one application. */
export function ApplicationHiring({ applicationId }: { applicationId: string }) {
  const { user, membership, isActive } = useCompanyWorkspace();
  const team = useTeamMembersQuery({ companyId: membership?.companyId ?? '' });
  const scope = { applicationId };
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <InterviewsCard
          scope={scope}
          applicationId={applicationId}
          team={team.data}
          userId={user?.id}
          canManage={isActive}
        />
      </Col>
      <Col xs={24} lg={12}>
        <ScorecardsCard scope={scope} team={team.data} />
      </Col>
      <Col span={24}>
        <NotesCard scope={scope} team={team.data} userId={user?.id} canWrite={isActive} />
      </Col>
    </Row>
  );
}

/** Interviews, scorecards and notes across every application of one candidate. */
export function CandidateHiring({
  candidateId,
  applicationTitles,
}: {
  candidateId: string;
  applicationTitles: Record<string, string>;
}) {
  const { user, membership, isActive } = useCompanyWorkspace();
  const team = useTeamMembersQuery({ companyId: membership?.companyId ?? '' });
  const scope = { candidateId };
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <InterviewsCard scope={scope} team={team.data} userId={user?.id} canManage={isActive} />
      </Col>
      <Col xs={24} lg={12}>
        <ScorecardsCard scope={scope} team={team.data} />
      </Col>
      <Col span={24}>
        <NotesCard
          scope={scope}
          team={team.data}
          userId={user?.id}
          canWrite={isActive}
          applicationTitles={applicationTitles}
        />
      </Col>
    </Row>
  );
}
