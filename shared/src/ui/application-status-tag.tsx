import { Tag } from 'antd';
import type { CSSProperties } from 'react';
import {
  applicationStatusColor,
  applicationStatusLabel,
  type StatusReader,
} from '../format/application-status';
import { useAnnounceChange } from './live-announcer';

export interface ApplicationStatusTagProps {
  status: string | null | undefined;
  /** Whose words the label uses; the candidate's by default. */
  reader?: StatusReader;
  /**
   * What the status belongs to (a job title, a candidate's name). When given, a change made by
   * someone else while the tag is shown is read out as "<announceAs>: status changed to <label>".
   */
  announceAs?: string;
  style?: CSSProperties;
}

/** An application's status as a coloured tag, in the words of the one reading it. */
export function ApplicationStatusTag({
  status,
  reader,
  announceAs,
  style,
}: ApplicationStatusTagProps) {
  const label = applicationStatusLabel(status, reader);
  useAnnounceChange(
    announceAs === undefined ? undefined : label,
    (now) => `${announceAs}: status changed to ${now}`,
  );
  return (
    <Tag color={applicationStatusColor(status)} style={style}>
      {label}
    </Tag>
  );
}
