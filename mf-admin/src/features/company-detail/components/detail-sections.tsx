import { industryLabel } from '@portal/shared';
import { safeHref } from '@portal/shared/validation';
import { Card, Descriptions, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { CompanyRecord } from '../api/get-company';

const NOT_PROVIDED = <Typography.Text type="secondary">Not provided</Typography.Text>;

function text(value: unknown): ReactNode {
  return typeof value === 'string' && value.trim() !== '' ? value : NOT_PROVIDED;
}

function link(value: unknown): ReactNode {
  const href = typeof value === 'string' ? safeHref(value) : undefined;
  if (!href) return text(value);
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {href}
    </a>
  );
}

function mail(value: unknown): ReactNode {
  return typeof value === 'string' && value.includes('@') ? (
    <a href={`mailto:${value}`}>{value}</a>
  ) : (
    text(value)
  );
}

export function CompanyInfoSection({ company }: { company: CompanyRecord }) {
  return (
    <Card title="Company Information" role="region" aria-label="Company Information">
      <Descriptions column={{ xs: 1, md: 2 }} size="small">
        <Descriptions.Item label="Company Name">{company.name}</Descriptions.Item>
        <Descriptions.Item label="DBA Name">{text(company.dba_name)}</Descriptions.Item>
        <Descriptions.Item label="Industry">
          {text(industryLabel(company.industry) || null)}
        </Descriptions.Item>
        <Descriptions.Item label="Company Size">{text(company.company_size)}</Descriptions.Item>
        <Descriptions.Item label="Location">{text(company.location)}</Descriptions.Item>
        <Descriptions.Item label="Website">{link(company.website)}</Descriptions.Item>
        <Descriptions.Item label="Tax ID">{text(company.tax_id)}</Descriptions.Item>
        <Descriptions.Item label="Description" span={2}>
          {text(company.description)}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

const CONTACT_FIELDS = ['name', 'email', 'phone', 'alt_email', 'alt_phone'] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];
type AddressPart = 'street' | 'unit' | 'city' | 'state' | 'zip_code' | 'country';

export function ContactSection({
  company,
  kind,
}: {
  company: CompanyRecord;
  kind: 'primary' | 'secondary';
}) {
  const title = kind === 'primary' ? 'Primary Contact' : 'Secondary Contact';
  const field = (suffix: ContactField) => company[`${kind}_contact_${suffix}`];
  const provided = CONTACT_FIELDS.some((suffix) => !!field(suffix));
  return (
    <Card title={title} role="region" aria-label={title}>
      {provided ? (
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Name">{text(field('name'))}</Descriptions.Item>
          <Descriptions.Item label="Email">{mail(field('email'))}</Descriptions.Item>
          <Descriptions.Item label="Phone">{text(field('phone'))}</Descriptions.Item>
          <Descriptions.Item label="Alternate Email">{mail(field('alt_email'))}</Descriptions.Item>
          <Descriptions.Item label="Alternate Phone">{text(field('alt_phone'))}</Descriptions.Item>
        </Descriptions>
      ) : (
        <Typography.Text type="secondary">No {title.toLowerCase()} provided</Typography.Text>
      )}
    </Card>
  );
}

/** One line per address part that is filled in; null when the address is empty. */
export function addressLines(company: CompanyRecord, prefix: 'reg' | 'op'): string[] | null {
  const part = (name: AddressPart) => company[`${prefix}_${name}`]?.trim() ?? '';
  const street = [part('street'), part('unit')].filter(Boolean).join(', ');
  const cityLine = [part('city'), [part('state'), part('zip_code')].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const lines = [street, cityLine, part('country')].filter(Boolean);
  return lines.length > 0 ? lines : null;
}

export function AddressSection({
  company,
  kind,
}: {
  company: CompanyRecord;
  kind: 'registered' | 'operating';
}) {
  const title = kind === 'registered' ? 'Registered Address' : 'Operating Address';
  const lines = addressLines(company, kind === 'registered' ? 'reg' : 'op');
  let body: ReactNode;
  if (lines) {
    body = (
      <address style={{ fontStyle: 'normal' }}>
        {lines.map((line) => (
          <div key={line}>{line}</div>
        ))}
      </address>
    );
  } else if (kind === 'operating' && (company.same_as_registered || addressLines(company, 'reg'))) {
    body = <Typography.Text type="secondary">Same as registered address</Typography.Text>;
  } else {
    body = <Typography.Text type="secondary">No address provided</Typography.Text>;
  }
  return (
    <Card title={title} role="region" aria-label={title}>
      {body}
    </Card>
  );
}
