import { FunctionCallError } from '@portal/shared/supabase';
import { formatInTimeZone, messageOf, useToast } from '@portal/shared';
import { safeHref } from '@portal/shared/validation';
import { Button, Card, List, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { HiringScope } from '../api/keys';
import { isUpcoming, useInterviewsQuery, type Interview } from '../api/list-interviews';
import { useScorecardsQuery } from '../api/list-scorecards';
import { memberName, type TeamMember } from '../api/list-team-members';
import {
  useManageInterviewMutation,
  type InterviewFormValues,
  type ManageInterviewResult,
} from '../api/manage-interview';
import { InterviewDialog } from './interview-dialog';
import { ScorecardDialog } from './scorecard-dialog';
import { QueryList } from './query-list';

export interface InterviewsCardProps {
  scope: HiringScope;
  /** The application new interviews are for; none on screens that only list. */
  applicationId?: string;
  team: TeamMember[] | undefined;
  userId: string | undefined;
  canManage: boolean;
}

function statusTag(interview: Interview) {
  if (interview.status === 'cancelled') return <Tag color="red">Cancelled</Tag>;
  return isUpcoming(interview) ? <Tag color="blue">Scheduled</Tag> : <Tag>Completed</Tag>;
}

/** Interviews with their time in their own zone; schedule, move, cancel and score them here. */
export function InterviewsCard({
  scope,
  applicationId,
  team,
  userId,
  canManage,
}: InterviewsCardProps) {
  const toast = useToast();
  const interviews = useInterviewsQuery(scope);
  const scorecards = useScorecardsQuery(scope);
  const manage = useManageInterviewMutation();
  const [editing, setEditing] = useState<Interview | 'new' | null>(null);
  const [scoring, setScoring] = useState<string | null>(null);

  function report(done: string, result: ManageInterviewResult) {
    if (result.emailFailedFor.length > 0) {
      toast.warning(
        `${done}, but the e-mail could not be sent to ${result.emailFailedFor.join(', ')}`,
      );
    } else {
      toast.success(`${done} and invitations e-mailed`);
    }
  }

  function failure(title: string, error: unknown) {
    const stale = error instanceof FunctionCallError && error.status === 409;
    toast.error(
      title,
      stale ? `${messageOf(error)} The list has been refreshed.` : messageOf(error),
    );
  }

  async function submit(values: InterviewFormValues): Promise<boolean> {
    const current = editing;
    try {
      if (current === 'new' && applicationId) {
        report(
          'Interview scheduled',
          await manage.mutateAsync({ action: 'schedule', applicationId, ...values }),
        );
      } else if (current && current !== 'new') {
        report(
          'Interview moved',
          await manage.mutateAsync({
            action: 'reschedule',
            interviewId: current.id,
            sequence: current.sequence,
            ...values,
          }),
        );
      }
      return true;
    } catch (error) {
      failure(
        current === 'new' ? 'Failed to schedule interview' : 'Failed to move interview',
        error,
      );
      // Someone else changed it meanwhile: the list now shows their version, so the form closes.
      return error instanceof FunctionCallError && error.status === 409;
    }
  }

  async function cancel(interview: Interview) {
    try {
      report(
        'Interview cancelled',
        await manage.mutateAsync({
          action: 'cancel',
          interviewId: interview.id,
          sequence: interview.sequence,
        }),
      );
    } catch (error) {
      failure('Failed to cancel interview', error);
    }
  }

  return (
    <Card
      title="Interviews"
      extra={
        canManage && applicationId ? (
          <Button type="primary" onClick={() => setEditing('new')}>
            Schedule Interview
          </Button>
        ) : undefined
      }
    >
      <QueryList
        query={interviews}
        noun="interviews"
        emptyText="No interviews yet"
        renderItem={(interview) => {
          const open = interview.status === 'scheduled';
          const mine = !!userId && interview.interviewer_ids.includes(userId);
          const myScorecard = scorecards.data?.find(
            (s) => s.interview_id === interview.id && s.interviewer_id === userId,
          );
          const link = safeHref(interview.video_link ?? '');
          const actions = [
            ...(mine && open
              ? [
                  <Button key="score" size="small" onClick={() => setScoring(interview.id)}>
                    {myScorecard ? 'Edit Scorecard' : 'Add Scorecard'}
                  </Button>,
                ]
              : []),
            ...(canManage && open && isUpcoming(interview)
              ? [
                  <Button key="move" size="small" onClick={() => setEditing(interview)}>
                    Reschedule
                  </Button>,
                  <Popconfirm
                    key="cancel"
                    title="Cancel this interview?"
                    description="The candidate and interviewers get the cancellation by e-mail."
                    okText="Cancel Interview"
                    cancelText="Keep"
                    onConfirm={() => cancel(interview)}
                  >
                    <Button size="small" danger>
                      Cancel Interview
                    </Button>
                  </Popconfirm>,
                ]
              : []),
          ];
          return (
            <List.Item actions={actions}>
              <Space orientation="vertical" size={2}>
                <Space wrap>
                  <Typography.Text strong>
                    {formatInTimeZone(interview.starts_at, interview.time_zone)}
                  </Typography.Text>
                  {statusTag(interview)}
                </Space>
                <Typography.Text>
                  {interview.duration_minutes} minutes with{' '}
                  {interview.interviewer_ids.map((id) => memberName(team, id)).join(', ')}
                </Typography.Text>
                {interview.location && (
                  <Typography.Text>Location: {interview.location}</Typography.Text>
                )}
                {link && (
                  <Typography.Text>
                    Video link:{' '}
                    <a href={link} target="_blank" rel="noopener noreferrer">
                      {interview.video_link}
                    </a>
                  </Typography.Text>
                )}
              </Space>
            </List.Item>
          );
        }}
      />
      {editing && (
        <InterviewDialog
          interview={editing === 'new' ? null : editing}
          team={team}
          defaultInterviewerId={userId}
          saving={manage.isPending}
          onSubmit={submit}
          onClose={() => setEditing(null)}
        />
      )}
      {scoring && (
        <ScorecardDialog
          interviewId={scoring}
          existing={scorecards.data?.find(
            (s) => s.interview_id === scoring && s.interviewer_id === userId,
          )}
          onClose={() => setScoring(null)}
        />
      )}
    </Card>
  );
}
