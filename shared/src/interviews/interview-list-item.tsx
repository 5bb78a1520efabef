import { List, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatInTimeZone } from '../format/zoned-time';
import { safeHref } from '../validation/common';

export interface ListedInterview {
  starts_at: string;
  time_zone: string;
  duration_minutes: number;
  location: string | null;
  video_link: string | null;
}

/** One interview in a list: its heading, then when, how long, and where or the video link. */
export function InterviewListItem({
  heading,
  interview,
}: {
  heading: ReactNode;
  interview: ListedInterview;
}) {
  // Only http(s) links become clickable.
  const link = safeHref(interview.video_link ?? '');
  return (
    <List.Item>
      <Space orientation="vertical" size={2}>
        {heading}
        <Typography.Text strong>
          {formatInTimeZone(interview.starts_at, interview.time_zone)}
        </Typography.Text>
        <Typography.Text>{interview.duration_minutes} minutes</Typography.Text>
        {interview.location && <Typography.Text>Location: {interview.location}</Typography.Text>}
        {link && (
          <a href={link} target="_blank" rel="noopener noreferrer">
            Join video call
          </a>
        )}
      </Space>
    </List.Item>
  );
}
