import { CheckCircleOutlined } from '@ant-design/icons';
import { Timeline, Typography } from 'antd';
import { formatDateTime } from '../format/date';
import { applicationStatusColor, applicationStatusLabel, type StatusReader } from '../format/application-status';
import type { TimelineEntry } from '../supabase/application-timeline';

/** What one history entry says: the submission first, then each stage it moved to. */
export function timelineEntryTitle(entry: TimelineEntry, reader: StatusReader): string {
  if (entry.from_status === null) return 'Application Submitted';
  if (entry.to_status === 'withdrawn') return 'Application Withdrawn';
  return `Moved to ${applicationStatusLabel(entry.to_status, reader)}`;
}

/** An application's stage history, oldest first; the team also sees who moved it and why. */
export function ApplicationTimeline({
  entries,
  reader,
}: {
  entries: readonly TimelineEntry[];
  reader: StatusReader;
}) {
  return (
    <Timeline
      items={entries.map((entry) => ({
        key: entry.id,
        icon: entry.from_status === null ? <CheckCircleOutlined /> : undefined,
        color: entry.from_status === null ? 'green' : applicationStatusColor(entry.to_status),
        content: (
          <>
            <Typography.Text strong>{timelineEntryTitle(entry, reader)}</Typography.Text>
            <br />
            <Typography.Text type="secondary">
              {formatDateTime(entry.created_at)}
              {entry.actor_name ? ` by ${entry.actor_name}` : ''}
            </Typography.Text>
            {entry.reason && (
              <>
                <br />
                <Typography.Text>Reason: {entry.reason}</Typography.Text>
              </>
            )}
          </>
        ),
      }))}
    />
  );
}
