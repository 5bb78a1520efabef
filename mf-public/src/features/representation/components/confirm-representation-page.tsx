import { formatDate, messageOf, PageLoader, StatusResult, useAnnounce } from '@portal/shared';
import { Button, Card, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import {
  useRepresentationRequestQuery,
  type RepresentationRequest,
} from '../api/get-representation-request';
import { useRespondToRepresentationRequestMutation } from '../api/respond-to-representation-request';

const OUTCOMES: Record<
  Exclude<RepresentationRequest['status'], 'pending'>,
  (r: RepresentationRequest) => {
    status: 'success' | 'info' | 'warning';
    title: string;
    subTitle: string;
  }
> = {
  confirmed: (r) => ({
    status: 'success',
    title: 'Representation confirmed',
    subTitle: `${r.company_name} can now see ${r.vendor_name}'s submission for ${r.job_title}.`,
  }),
  declined: (r) => ({
    status: 'info',
    title: 'Representation declined',
    subTitle: `${r.company_name} will not receive ${r.vendor_name}'s submission for ${r.job_title}.`,
  }),
  lapsed: (r) => ({
    status: 'warning',
    title: 'Already in process',
    subTitle: `You are already in process for ${r.job_title} at ${r.company_name}, so this submission was not sent.`,
  }),
};

/** /confirm-representation?token=...: the candidate confirms or declines a vendor's submission, signed out. */
export function ConfirmRepresentationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const request = useRepresentationRequestQuery(token);
  const respond = useRespondToRepresentationRequestMutation();
  const announce = useAnnounce();

  if (request.isPending) return <PageLoader />;
  if (request.isError) {
    return (
      <StatusResult status="warning" title="Link not usable" subTitle={messageOf(request.error)} />
    );
  }
  const r = request.data;
  if (r.status !== 'pending') return <StatusResult {...OUTCOMES[r.status](r)} />;

  const answer = (confirm: boolean) =>
    respond.mutate(
      { token, confirm },
      {
        onSuccess: (answered) =>
          answered.status !== 'pending' && announce(OUTCOMES[answered.status](answered).title),
        onError: (error) => announce(messageOf(error)),
      },
    );
  const agency = r.recruiter_name ? `${r.vendor_name} (${r.recruiter_name})` : r.vendor_name;

  return (
    <Card style={{ maxWidth: 640, margin: '32px auto' }}>
      <Typography.Title level={2}>Confirm your representation</Typography.Title>
      <Typography.Paragraph>
        Hi {r.first_name?.trim() || 'there'}, {agency} would like to put you forward for{' '}
        <strong>{r.job_title}</strong> at <strong>{r.company_name}</strong>.
      </Typography.Paragraph>
      <Typography.Paragraph>
        {r.company_name} asks you to confirm that {r.vendor_name} may represent you for this job
        before it sees the submission. This link works once, until {formatDate(r.expires_at)}.
      </Typography.Paragraph>
      {respond.isError && (
        <Typography.Paragraph type="danger" role="alert">
          {messageOf(respond.error)}
        </Typography.Paragraph>
      )}
      <Space wrap>
        <Button
          type="primary"
          loading={respond.isPending && respond.variables?.confirm}
          onClick={() => answer(true)}
        >
          Confirm
        </Button>
        <Button
          danger
          loading={respond.isPending && !respond.variables?.confirm}
          onClick={() => answer(false)}
        >
          Decline
        </Button>
      </Space>
    </Card>
  );
}
