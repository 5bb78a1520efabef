import { formatDate, workAuthorizationLabel } from '@portal/shared';
import { Card, Descriptions, Tag, Typography } from 'antd';
import type { CandidateRecord } from '../api/get-candidate';

/** The candidate's contact details, title, location and skills. */
export function CandidateProfileCard({ candidate: c }: { candidate: CandidateRecord }) {
  return (
    <Card>
      <Typography.Title level={2}>
        {`${c.first_name} ${c.last_name}`.trim() || c.email}
      </Typography.Title>
      <Descriptions
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'email', label: 'Email', children: c.email || '—' },
          { key: 'phone', label: 'Phone', children: c.phone || '—' },
          { key: 'title', label: 'Title', children: c.title || '—' },
          {
            key: 'location',
            label: 'Location',
            children: [c.city, c.state, c.country].filter(Boolean).join(', ') || '—',
          },
          {
            key: 'auth',
            label: 'Work Authorization',
            children: workAuthorizationLabel(c.work_authorization) || '—',
          },
          { key: 'added', label: 'Added', children: formatDate(c.created_at) },
          {
            key: 'skills',
            label: 'Skills',
            span: 2,
            children: (c.skills ?? []).map((s) => <Tag key={s}>{s}</Tag>),
          },
        ]}
      />
      {c.bio && <Typography.Paragraph style={{ marginTop: 16 }}>{c.bio}</Typography.Paragraph>}
    </Card>
  );
}
