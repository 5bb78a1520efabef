import {
  ApplicationStatusTag,
  AreaError,
  formatDate,
  paths,
  serverPagedTable,
} from '@portal/shared';
import { Button, Card, Input, Space, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SkillBadges } from '../../../components/skill-badges';
import { RequireActiveCompany } from '../../../components/workspace/require-active-company';
import {
  useCompanyApplicationsQuery,
  type CompanyApplicationRow,
} from '../../../lib/applications/list-company-applications';
import {
  useManagedCandidatesQuery,
  type ManagedCandidate,
} from '../../../lib/assignments/list-managed-candidates';

const PAGE_SIZE = 10;

function LoadFailed({ query }: { query: { error: unknown; refetch: () => unknown } }) {
  return (
    <AreaError
      title="Failed to load candidates data"
      error={query.error}
      onRetry={() => void query.refetch()}
    />
  );
}

function CandidatesTab({ companyId, search }: { companyId: string; search: string }) {
  const [page, setPage] = useState(1);
  const state = useManagedCandidatesQuery({ companyId, search, page, pageSize: PAGE_SIZE });
  if (state.error) return <LoadFailed query={state} />;
  return (
    <Table<ManagedCandidate>
      rowKey="id"
      {...serverPagedTable(state, { page, pageSize: PAGE_SIZE, onChange: setPage })}
      locale={{ emptyText: search ? 'No candidates match your search' : 'No candidates yet' }}
      columns={[
        {
          title: 'Name',
          key: 'name',
          render: (_, c) => (
            <Link to={paths.company.candidate(c.id)}>
              {`${c.first_name} ${c.last_name}`.trim() || c.email}
            </Link>
          ),
        },
        { title: 'Email', dataIndex: 'email', key: 'email' },
        { title: 'Title', key: 'title', render: (_, c) => c.title || '—' },
        { title: 'Skills', key: 'skills', render: (_, c) => <SkillBadges skills={c.skills} /> },
        { title: 'Added', key: 'added', render: (_, c) => formatDate(c.created_at) },
      ]}
    />
  );
}

function ApplicationsTab({ companyId, search }: { companyId: string; search: string }) {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const state = useCompanyApplicationsQuery({ companyId, page, pageSize: PAGE_SIZE });
  if (state.error) return <LoadFailed query={state} />;
  const term = search.trim().toLowerCase();
  const rows = (state.data?.rows ?? []).filter((a) => {
    if (!term) return true;
    const name =
      `${a.candidate?.first_name ?? ''} ${a.candidate?.last_name ?? ''} ${a.job?.title ?? ''}`.toLowerCase();
    return name.includes(term);
  });
  return (
    <Table<CompanyApplicationRow>
      rowKey="id"
      {...serverPagedTable(state, { page, pageSize: PAGE_SIZE, onChange: setPage })}
      // The search narrows the page shown; the pager still counts every application.
      dataSource={rows}
      locale={{ emptyText: 'No applications yet' }}
      columns={[
        {
          title: 'Candidate',
          key: 'name',
          render: (_, a) =>
            a.candidate
              ? `${a.candidate.first_name} ${a.candidate.last_name}`.trim()
              : 'Unknown candidate',
        },
        { title: 'Job Title', key: 'job', render: (_, a) => a.job?.title ?? '—' },
        { title: 'Source', key: 'source', render: (_, a) => a.source_label ?? '—' },
        { title: 'Applied', key: 'date', render: (_, a) => formatDate(a.applied_at) },
        {
          title: 'Status',
          key: 'status',
          render: (_, a) => <ApplicationStatusTag status={a.status} reader="company" />,
        },
        {
          title: '',
          key: 'open',
          render: (_, a) => (
            <Button onClick={() => navigate(paths.company.application(a.id))}>View</Button>
          ),
        },
      ]}
    />
  );
}

export function ManageCandidatesPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  return (
    <RequireActiveCompany>
      {({ company }) => (
        <Card>
          <Space style={{ justifyContent: 'space-between', width: '100%' }} wrap>
            <Typography.Title level={2} style={{ margin: 0 }}>
              Manage Candidates
            </Typography.Title>
            <Button type="primary" onClick={() => navigate(paths.company.addCandidate)}>
              Add Candidate
            </Button>
          </Space>
          <Input.Search
            aria-label="Search candidates"
            placeholder="Search by name or email"
            allowClear
            style={{ maxWidth: 360, margin: '16px 0' }}
            onSearch={setSearch}
            onChange={(event) => event.target.value === '' && setSearch('')}
          />
          <Tabs
            items={[
              {
                key: 'candidates',
                label: 'Your Candidates',
                children: <CandidatesTab companyId={company!.id} search={search} />,
              },
              {
                key: 'applications',
                label: 'Applications',
                children: <ApplicationsTab companyId={company!.id} search={search} />,
              },
            ]}
          />
        </Card>
      )}
    </RequireActiveCompany>
  );
}
