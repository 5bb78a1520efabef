import { PlusOutlined } from '@ant-design/icons';
import { formatDate, useToast } from '@portal/shared';
import {
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Popconfirm,
  Row,
  Skeleton,
  Space,
  Statistic,
  Switch,
  Table,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useDeletePartnershipMutation } from '../api/delete-partnership';
import {
  usePartnershipDataQuery,
  type PartnerCompany,
  type Partnership,
} from '../api/list-partnership-data';
import { useUpdatePartnershipMutation } from '../api/update-partnership';
import { CreatePartnershipDialog } from './create-partnership-dialog';
import { LoadError } from '../../../lib/ui/load-error';

type Flag = 'can_share_jobs' | 'can_share_candidates';

export function PartnershipsPage() {
  const toast = useToast();
  const data = usePartnershipDataQuery();
  const update = useUpdatePartnershipMutation();
  const deletion = useDeletePartnershipMutation();
  const [creating, setCreating] = useState(false);
  const busy = update.isPending
    ? `${update.variables.id}:${Object.keys(update.variables.changes)[0]}`
    : deletion.isPending
      ? `${deletion.variables}:delete`
      : null;

  const partnerships = useMemo(() => data.data?.partnerships ?? [], [data.data]);
  const approved = data.data?.approvedCompanies ?? [];
  const nameOf = (id: string) => data.data?.companiesById[id]?.name ?? 'Unknown company';
  const partnerCount = useMemo(() => {
    const counts: Record<string, number> = {};
    for (const p of partnerships) {
      counts[p.company_a_id] = (counts[p.company_a_id] ?? 0) + 1;
      counts[p.company_b_id] = (counts[p.company_b_id] ?? 0) + 1;
    }
    return counts;
  }, [partnerships]);

  const toggle = (partnership: Partnership, flag: Flag, value: boolean) =>
    update.mutate(
      { id: partnership.id, changes: { [flag]: value } },
      { onSuccess: () => toast.success('Partnership updated successfully') },
    );

  const remove = (partnership: Partnership) =>
    deletion.mutate(partnership.id, {
      onSuccess: () => toast.success('Partnership deleted successfully'),
    });

  const overview = [
    { title: 'Total Partnerships', value: partnerships.length },
    { title: 'Sharing Jobs', value: partnerships.filter((p) => p.can_share_jobs).length },
    {
      title: 'Sharing Candidates',
      value: partnerships.filter((p) => p.can_share_candidates).length,
    },
    { title: 'Approved Companies', value: approved.length },
  ];
  const firstLoad = data.isPending && !data.error;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <div>
          <Typography.Title level={2} style={{ marginBottom: 4 }}>
            Company Partnerships
          </Typography.Title>
          <Typography.Text type="secondary">
            Partner companies can share job postings and candidates with each other.
          </Typography.Text>
        </div>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setCreating(true)}
          disabled={!data.data}
        >
          Create Partnership
        </Button>
      </Flex>

      {data.error && <LoadError error={data.error} onRetry={() => void data.refetch()} />}

      <Row gutter={[16, 16]}>
        {overview.map((item) => (
          <Col key={item.title} xs={24} sm={12} lg={6}>
            <Card role="region" aria-label={item.title}>
              {firstLoad ? (
                <Skeleton active paragraph={false} />
              ) : (
                <Statistic title={item.title} value={item.value} />
              )}
            </Card>
          </Col>
        ))}
      </Row>

      <Card title="Partnerships" role="region" aria-label="Partnerships">
        <Table<Partnership>
          rowKey="id"
          loading={data.isFetching}
          dataSource={partnerships}
          scroll={{ x: true }}
          pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
          locale={{ emptyText: <Empty description="No partnerships yet" /> }}
          columns={[
            {
              title: 'Company A',
              key: 'a',
              sorter: (x, y) => nameOf(x.company_a_id).localeCompare(nameOf(y.company_a_id)),
              render: (_, p) => (
                <Link to={`/admin/company/${p.company_a_id}`}>{nameOf(p.company_a_id)}</Link>
              ),
            },
            {
              title: 'Company B',
              key: 'b',
              sorter: (x, y) => nameOf(x.company_b_id).localeCompare(nameOf(y.company_b_id)),
              render: (_, p) => (
                <Link to={`/admin/company/${p.company_b_id}`}>{nameOf(p.company_b_id)}</Link>
              ),
            },
            {
              title: 'Share Jobs',
              dataIndex: 'can_share_jobs',
              sorter: (x, y) => Number(x.can_share_jobs) - Number(y.can_share_jobs),
              render: (value: boolean, p) => (
                <Switch
                  checked={value}
                  loading={busy === `${p.id}:can_share_jobs`}
                  disabled={busy !== null}
                  aria-label={`Share jobs between ${nameOf(p.company_a_id)} and ${nameOf(p.company_b_id)}`}
                  onChange={(next) => void toggle(p, 'can_share_jobs', next)}
                />
              ),
            },
            {
              title: 'Share Candidates',
              dataIndex: 'can_share_candidates',
              sorter: (x, y) => Number(x.can_share_candidates) - Number(y.can_share_candidates),
              render: (value: boolean, p) => (
                <Switch
                  checked={value}
                  loading={busy === `${p.id}:can_share_candidates`}
                  disabled={busy !== null}
                  aria-label={`Share candidates between ${nameOf(p.company_a_id)} and ${nameOf(p.company_b_id)}`}
                  onChange={(next) => void toggle(p, 'can_share_candidates', next)}
                />
              ),
            },
            {
              title: 'Created',
              dataIndex: 'created_at',
              defaultSortOrder: 'descend',
              sorter: (x, y) => x.created_at.localeCompare(y.created_at),
              render: (value: string) => formatDate(value),
            },
            {
              title: 'Action',
              key: 'action',
              render: (_, p) => (
                <Popconfirm
                  title="Delete this partnership?"
                  description={`${nameOf(p.company_a_id)} and ${nameOf(p.company_b_id)} will stop sharing data.`}
                  okText="Delete"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => void remove(p)}
                >
                  <Button
                    danger
                    size="small"
                    loading={busy === `${p.id}:delete`}
                    disabled={busy !== null}
                    aria-label={`Delete partnership between ${nameOf(p.company_a_id)} and ${nameOf(p.company_b_id)}`}
                  >
                    Delete
                  </Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      </Card>

      <Card title="Companies" role="region" aria-label="Companies">
        <Table<PartnerCompany>
          rowKey="id"
          loading={data.isFetching}
          dataSource={approved}
          size="small"
          scroll={{ x: true }}
          pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
          locale={{ emptyText: <Empty description="No approved companies yet" /> }}
          columns={[
            {
              title: 'Company',
              dataIndex: 'name',
              sorter: (x, y) => x.name.localeCompare(y.name),
              render: (name: string, company) => (
                <Link to={`/admin/company/${company.id}`}>{name}</Link>
              ),
            },
            {
              title: 'Industry',
              dataIndex: 'industry',
              sorter: (x, y) => (x.industry ?? '').localeCompare(y.industry ?? ''),
            },
            {
              title: 'Location',
              dataIndex: 'location',
              sorter: (x, y) => (x.location ?? '').localeCompare(y.location ?? ''),
            },
            {
              title: 'Partners',
              key: 'partners',
              sorter: (x, y) => (partnerCount[x.id] ?? 0) - (partnerCount[y.id] ?? 0),
              render: (_, company) => partnerCount[company.id] ?? 0,
            },
          ]}
        />
      </Card>

      <CreatePartnershipDialog
        open={creating}
        companies={approved}
        existing={partnerships}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
        }}
      />
    </Space>
  );
}
