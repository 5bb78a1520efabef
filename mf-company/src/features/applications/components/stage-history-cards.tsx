import { AreaError, applicationStatusLabel, formatDateTime } from '@portal/shared';
import { ApplicationTimeline } from '@portal/shared/widgets';
import { useApplicationTimelineQuery } from '@portal/shared/supabase';
import { Card, Collapse, Empty, Spin, Typography } from 'antd';
import { useApplicationMessagesQuery } from '../api/list-application-messages';

/** The stage history with who moved it and why. */
export function TimelineCard({ applicationId, status }: { applicationId: string; status: string }) {
  const timeline = useApplicationTimelineQuery(applicationId, status);
  return (
    <Card title="Timeline">
      {timeline.error ? (
        <AreaError title="Failed to load the timeline" error={timeline.error} onRetry={() => void timeline.refetch()} />
      ) : timeline.data ? (
        <ApplicationTimeline entries={timeline.data} reader="company" />
      ) : (
        <Spin aria-label="Loading the timeline" />
      )}
    </Card>
  );
}

/** E-mails sent to the candidate about this application. */
export function MessagesCard({ applicationId }: { applicationId: string }) {
  const messages = useApplicationMessagesQuery(applicationId);
  return (
    <Card title="Messages to the Candidate">
      {messages.error ? (
        <AreaError title="Failed to load messages" error={messages.error} onRetry={() => void messages.refetch()} />
      ) : !messages.data ? (
        <Spin aria-label="Loading messages" />
      ) : messages.data.length === 0 ? (
        <Empty description="No e-mails sent yet" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Collapse
          items={messages.data.map((m) => ({
            key: m.id,
            label: (
              <>
                <Typography.Text strong>{m.subject}</Typography.Text>{' '}
                <Typography.Text type="secondary">
                  ({applicationStatusLabel(m.stage, 'company')}, to {m.recipient},{' '}
                  {m.sent_at ? `sent ${formatDateTime(m.sent_at)}` : `queued ${formatDateTime(m.created_at)}`})
                </Typography.Text>
              </>
            ),
            children: <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{m.body}</Typography.Paragraph>,
          }))}
        />
      )}
    </Card>
  );
}
