import { AreaError, industryLabel, PageLoader, paths, useToast } from '@portal/shared';
import { safeHref } from '@portal/shared/validation';
import { Avatar, Button, Card, Col, Descriptions, Row, Space, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type { Company } from '../../../lib/workspace/get-company';
import { useCompanyWorkspace } from '../../../lib/workspace/use-company-workspace';

function link(value: string | null) {
  const href = safeHref(value);
  if (!value) return '—';
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {value}
    </a>
  ) : (
    value
  );
}

function address(company: Company, prefix: 'reg' | 'op'): string {
  const part = (name: string) =>
    (company[`${prefix}_${name}` as keyof Company] as string | null) ?? '';
  const lines = [
    [part('street'), part('unit')].filter(Boolean).join(', '),
    [part('city'), part('state'), part('zip_code')].filter(Boolean).join(', '),
    part('country'),
  ].filter(Boolean);
  return lines.join(' · ');
}

function contactItems(company: Company, prefix: 'primary' | 'secondary') {
  const value = (name: string) =>
    (company[`${prefix}_contact_${name}` as keyof Company] as string | null) || '—';
  return [
    { key: 'name', label: 'Name', children: value('name') },
    { key: 'email', label: 'Email', children: value('email') },
    { key: 'phone', label: 'Phone', children: value('phone') },
    { key: 'alt_email', label: 'Alternate Email', children: value('alt_email') },
    { key: 'alt_phone', label: 'Alternate Phone', children: value('alt_phone') },
  ];
}

export function CompanyProfilePage() {
  const navigate = useNavigate();
  const toast = useToast();
  const { loading, error, retry, company, membership } = useCompanyWorkspace();
  const missing = !loading && !membership;

  useEffect(() => {
    if (missing) toast.error('No company found for this user');
  }, [missing, toast]);

  if (loading) return <PageLoader />;
  if (missing) return <Navigate to={paths.company.register} replace />;
  if (error || !company)
    return <AreaError title="Failed to load company profile" error={error} onRetry={retry} />;

  const operating = address(company, 'op');
  const showOperating =
    !company.same_as_registered && !!company.op_street && operating !== address(company, 'reg');

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Space align="center" size="large" wrap>
        <Avatar
          size={72}
          src={safeHref(company.logo_url)}
          shape="square"
          alt={`${company.name} logo`}
        >
          {company.name.charAt(0)}
        </Avatar>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {company.name} {!company.is_approved && <Tag color="warning">Pending Approval</Tag>}
          </Typography.Title>
          {company.dba_name && (
            <Typography.Text type="secondary">DBA: {company.dba_name}</Typography.Text>
          )}
        </div>
      </Space>
      <Space>
        <Button type="primary" onClick={() => navigate(paths.company.editProfile)}>
          Edit Profile
        </Button>
        <Button onClick={() => navigate(paths.company.editRegistration)}>Edit Registration</Button>
      </Space>
      <Card title="About">
        <Typography.Paragraph>{company.description || 'No description yet.'}</Typography.Paragraph>
        <Descriptions
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'location', label: 'Location', children: company.location || '—' },
            {
              key: 'industry',
              label: 'Industry',
              children: industryLabel(company.industry) || '—',
            },
            {
              key: 'size',
              label: 'Company Size',
              children: company.company_size ? `${company.company_size} employees` : '—',
            },
            {
              key: 'careers',
              label: 'Careers Page',
              children: (
                <Typography.Text copyable={{ tooltips: ['Copy link', 'Copied'] }}>
                  {`${window.location.origin}/careers/${company.slug}`}
                </Typography.Text>
              ),
            },
            { key: 'website', label: 'Website', children: link(company.website) },
            { key: 'linkedin', label: 'LinkedIn', children: link(company.linkedin_url) },
            { key: 'twitter', label: 'Twitter', children: link(company.twitter_url) },
            { key: 'facebook', label: 'Facebook', children: link(company.facebook_url) },
            { key: 'instagram', label: 'Instagram', children: link(company.instagram_url) },
          ]}
        />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card title="Primary Contact">
            <Descriptions column={1} size="small" items={contactItems(company, 'primary')} />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title="Secondary Contact">
            <Descriptions column={1} size="small" items={contactItems(company, 'secondary')} />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title="Registered Address">{address(company, 'reg') || '—'}</Card>
        </Col>
        {showOperating && (
          <Col xs={24} md={12}>
            <Card title="Operating Address">{operating}</Card>
          </Col>
        )}
      </Row>
    </Space>
  );
}
