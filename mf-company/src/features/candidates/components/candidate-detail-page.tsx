import { AreaError, formatDate, PageLoader, paths, workAuthorizationLabel } from '@portal/shared';
import { Button, Card, Descriptions, Result, Tag, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { useCandidateQuery } from '../api/get-candidate';

export function CandidateDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const candidate = useCandidateQuery({ id });
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
