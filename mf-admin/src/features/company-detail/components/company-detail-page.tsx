import { ArrowLeftOutlined, FileTextOutlined } from '@ant-design/icons';
import { formatDate, formatDateTime, messageOf, PageLoader, paths } from '@portal/shared';
import { safeHref } from '@portal/shared/validation';
import {
  Avatar,
  Button,
  Card,
  Col,
  Flex,
  List,
  Result,
  Row,
  Space,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { Link, useParams } from 'react-router-dom';
import type { ReactNode } from 'react';
import { useApprovalDecision } from '../../../lib/companies/approval-decision-dialog';
import { useCompanyQuery, type CompanyRecord } from '../api/get-company';
import { useDocumentLinksQuery } from '../api/get-document-links';
import { AddressSection, CompanyInfoSection, ContactSection } from './detail-sections';

function BackLink() {
  return (
    <Link to={paths.admin.companyApprovals}>
      <ArrowLeftOutlined /> Back to Company Approvals
    </Link>
  );
}

function DocumentsSection({ company }: { company: CompanyRecord }) {
  const documents = [
    { label: 'EIN Document', value: company.ein_document_url },
    { label: 'Tax Document', value: company.tax_document_url },
  ];
  const links = useDocumentLinksQuery({ companyId: company.id, documents });
  const submitted = documents.filter((doc) => !!doc.value);
  return (
    <Card title="Submitted Documents" role="region" aria-label="Submitted Documents">
      {submitted.length === 0 ? (
        <Typography.Text type="secondary">No documents submitted</Typography.Text>
      ) : (
        <List
          loading={links.isPending}
          dataSource={links.data ?? []}
          renderItem={(doc) => (
            <List.Item
              actions={[
                doc.url ? (
                  <a
                    key="open"
                    href={doc.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Open ${doc.label}`}
                  >
                    Open
                  </a>
                ) : (
                  <Typography.Text key="error" type="danger">
                    {doc.error}
                  </Typography.Text>
                ),
              ]}
            >
              <List.Item.Meta
                avatar={<FileTextOutlined />}
                title={doc.label}
                description="Link valid for 1 hour"
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

function ApprovalSection({ company }: { company: CompanyRecord }) {
  return (
    <Card title="Approval Status" role="region" aria-label="Approval Status">
      <Space orientation="vertical">
        {company.is_approved ? (
          <Tag color="green">Approved</Tag>
        ) : (
          <Tag color="orange">Pending Approval</Tag>
        )}
        <Typography.Text type="secondary">
          {company.is_approved
            ? company.approved_at
              ? `Approved on ${formatDate(company.approved_at)}`
              : 'This company is approved.'
            : 'This company is waiting for an administrator to review its registration.'}
        </Typography.Text>
      </Space>
    </Card>
  );
}

function TimelineSection({ company }: { company: CompanyRecord }) {
  const items = [
    { color: 'blue', children: `Registered: ${formatDateTime(company.created_at)}` },
    ...(company.updated_at && company.updated_at !== company.created_at
      ? [{ color: 'gray', children: `Last updated: ${formatDateTime(company.updated_at)}` }]
      : []),
    company.is_approved
      ? {
          color: 'green',
          children: company.approved_at
            ? `Approved: ${formatDateTime(company.approved_at)}`
            : 'Approved',
        }
      : { color: 'orange', children: 'Awaiting approval' },
  ];
  return (
    <Card title="Registration Timeline" role="region" aria-label="Registration Timeline">
      <Timeline items={items} />
    </Card>
  );
}

export interface CompanyDetailPageProps {
  /** The subscription section, composed in by the area's routes. */
  subscription?: (company: { id: string; name: string }) => ReactNode;
}

export function CompanyDetailPage({ subscription }: CompanyDetailPageProps) {
  const { companyId = '' } = useParams();
  const company = useCompanyQuery({ companyId });
  const approval = useApprovalDecision();

  if (company.isPending) return <PageLoader label="Loading company..." />;
  if (company.error) {
    return (
      <Result
        status="error"
        title={messageOf(company.error)}
        extra={[
          <Button key="retry" type="primary" onClick={() => void company.refetch()}>
            Retry
          </Button>,
          <BackLink key="back" />,
        ]}
      />
    );
  }
  const record = company.data;
  if (!record) return <Result status="404" title="Company not found" extra={<BackLink />} />;

  const logo = safeHref(record.logo_url);
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <BackLink />
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Space size="middle">
          <Avatar
            shape="square"
            size={56}
            src={logo}
            alt={logo ? `${record.name} logo` : undefined}
          >
            {record.name.charAt(0).toUpperCase()}
          </Avatar>
          <div>
            <Typography.Title level={2} style={{ margin: 0 }}>
              {record.name}
            </Typography.Title>
            {record.is_approved ? (
              <Tag color="green">Approved</Tag>
            ) : (
              <Tag color="orange">Pending Approval</Tag>
            )}
          </div>
        </Space>
        {!record.is_approved && (
          <Space>
            <Button
              type="primary"
              loading={approval.pendingId === record.id}
              onClick={() => approval.ask(record, true)}
            >
              Approve
            </Button>
            <Button
              danger
              disabled={approval.pendingId !== null}
              onClick={() => approval.ask(record, false)}
            >
              Reject
            </Button>
          </Space>
        )}
      </Flex>
      <CompanyInfoSection company={record} />
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <ContactSection company={record} kind="primary" />
        </Col>
        <Col xs={24} md={12}>
          <ContactSection company={record} kind="secondary" />
        </Col>
        <Col xs={24} md={12}>
          <AddressSection company={record} kind="registered" />
        </Col>
        <Col xs={24} md={12}>
          <AddressSection company={record} kind="operating" />
        </Col>
        <Col xs={24} md={12}>
          <DocumentsSection company={record} />
        </Col>
        <Col xs={24} md={12}>
          <ApprovalSection company={record} />
        </Col>
        {subscription && <Col xs={24}>{subscription(record)}</Col>}
        <Col xs={24}>
          <TimelineSection company={record} />
        </Col>
      </Row>
      {approval.dialog}
    </Space>
  );
}
