import { paths, formatDate, tierLabel } from '@portal/shared';
import { Button, Card, Empty, Input, Space, Tag } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  APPROVALS_PAGE_SIZE,
  useCompaniesQuery,
  type CompanyListRow,
  type CompanySortField,
} from '../api/list-companies';
import { PagedQueryTable } from '../../../lib/ui/paged-query-table';

export interface CompaniesTableProps {
  approved: boolean;
  pendingId: string | null;
  onApprove: (company: CompanyListRow) => void;
  onReject: (company: CompanyListRow) => void;
}

export function CompaniesTable({ approved, pendingId, onApprove, onReject }: CompaniesTableProps) {
  const navigate = useNavigate();
  const title = approved ? 'Approved Companies' : 'Pending Approval';
  const dateField: CompanySortField = approved ? 'approved_at' : 'created_at';
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ field: CompanySortField; ascending: boolean }>({
    field: dateField,
    ascending: false,
  });

  const result = useCompaniesQuery({
    approved,
    page,
    search,
    sortField: sort.field,
    ascending: sort.ascending,
  });
  const orderOf = (field: CompanySortField) =>
    sort.field === field ? (sort.ascending ? ('ascend' as const) : ('descend' as const)) : null;

  return (
    // The search sits in the body, not beside the title, so a narrow screen keeps the whole title.
    <Card title={title} role="region" aria-label={title}>
      <Input.Search
        aria-label={`Search ${title.toLowerCase()} by name`}
        placeholder="Search by company name"
        allowClear
        style={{ maxWidth: 320, marginBottom: 16 }}
        onSearch={(value) => {
          setPage(1);
          setSearch(value);
        }}
      />
      <PagedQueryTable<CompanyListRow>
        query={result}
        paging={{
          page,
          pageSize: APPROVALS_PAGE_SIZE,
          noun: ['company', 'companies'],
        }}
        locale={{
          emptyText: (
            <Empty
              description={
                search
                  ? 'No companies match your search'
                  : approved
                    ? 'No approved companies yet'
                    : 'No companies awaiting approval'
              }
            />
          ),
        }}
        onChange={(pagination, _filters, sorter) => {
          const single = (
            Array.isArray(sorter) ? sorter[0] : sorter
          ) as SorterResult<CompanyListRow>;
          const field = (single?.order ? single.field : undefined) as CompanySortField | undefined;
          setSort(
            field
              ? { field, ascending: single.order === 'ascend' }
              : { field: dateField, ascending: false },
          );
          setPage(pagination.current ?? 1);
        }}
        columns={[
          {
            title: 'Company',
            dataIndex: 'name',
            sorter: true,
            sortOrder: orderOf('name'),
            render: (name: string, company) => (
              <Space size={4} wrap>
                {name}
                {!company.registered_at && !company.is_approved && (
                  // Made at sign-up: the company has not filled in its registration yet.
                  <Tag color="warning">Registration incomplete</Tag>
                )}
              </Space>
            ),
          },
          {
            title: 'Industry',
            dataIndex: 'industry',
            sorter: true,
            sortOrder: orderOf('industry'),
          },
          {
            title: 'Location',
            dataIndex: 'location',
            sorter: true,
            sortOrder: orderOf('location'),
          },
          ...(approved
            ? [
                {
                  title: 'Subscription',
                  key: 'subscription',
                  render: (_: unknown, company: CompanyListRow) =>
                    company.subscription ? tierLabel(company.subscription.tier) : tierLabel('none'),
                },
              ]
            : []),
          {
            title: approved ? 'Approval Date' : 'Registration Date',
            dataIndex: dateField,
            sorter: true,
            sortOrder: orderOf(dateField),
            render: (value: string | null) => formatDate(value),
          },
          {
            title: 'Action',
            key: 'action',
            render: (_, company) => (
              <Space wrap>
                {!approved && (
                  <Button
                    type="primary"
                    size="small"
                    loading={pendingId === company.id}
                    disabled={pendingId !== null && pendingId !== company.id}
                    onClick={() => onApprove(company)}
                    aria-label={`Approve ${company.name}`}
                  >
                    Approve
                  </Button>
                )}
                <Button
                  danger
                  size="small"
                  disabled={pendingId !== null}
                  onClick={() => onReject(company)}
                  aria-label={`Reject ${company.name}`}
                >
                  Reject
                </Button>
                <Button
                  size="small"
                  onClick={() => navigate(paths.admin.company(company.id))}
                  aria-label={`View ${company.name}`}
                >
                  View
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
