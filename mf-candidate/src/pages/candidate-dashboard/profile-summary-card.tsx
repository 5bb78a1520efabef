import { paths } from '@portal/shared';
import { Card, Flex, Progress, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { completionColor } from '../../features/profile/utils/profile-completion';

/** 'Your Profile': completion bar and links to the profile sections. */
export function ProfileSummaryCard({ name, percent }: { name: string; percent: number }) {
  return (
    <Card title="Your Profile">
      {name && <Typography.Paragraph strong>{name}</Typography.Paragraph>}
      <Flex justify="space-between">
        <Typography.Text>Profile Completion</Typography.Text>
        <Typography.Text strong data-testid="profile-completion">
          {percent}%
        </Typography.Text>
      </Flex>
      <Progress
        percent={percent}
        showInfo={false}
        strokeColor={completionColor(percent)}
        aria-label="Profile completion"
      />
      <Flex vertical gap={8} style={{ marginTop: 12 }}>
        <Link to={paths.candidate.profile}>Edit Profile</Link>
        <Link to={paths.candidate.resume}>Upload Resume</Link>
        <Link to={paths.candidate.preferences}>Job Preferences</Link>
        <Link to={paths.candidate.privacy}>Privacy and Your Data</Link>
      </Flex>
    </Card>
  );
}
