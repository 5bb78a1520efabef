import { AreaError, PageLoader } from '@portal/shared';
import { Card, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useCareersPageQuery } from '../api/get-careers-page';
import { JobCard } from './job-card';
import { NotOnBoard } from './not-on-board';

const isWebAddress = (href: string | null): href is string => !!href && /^https?:\/\//i.test(href);

/** /careers/{slug}: a company's public profile and its open jobs. */
export function CareersPage() {
  const { slug = '' } = useParams();
  const query = useCareersPageQuery({ slug });
  const page = query.data ?? null;

  useEffect(() => {
    if (page) document.title = `Careers at ${page.company.name} | TalentBridge`;
  }, [page]);

  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <AreaError
        title="Failed to load careers page"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  if (!page)
    return (
      <NotOnBoard
        title="Company Not Found"
        subTitle="No company has a careers page at this address."
      />
    );

  const { company, jobs } = page;
  const links = (
    [
      ['Website', company.website],
      ['LinkedIn', company.linkedin_url],
      ['Twitter', company.twitter_url],
      ['Facebook', company.facebook_url],
      ['Instagram', company.instagram_url],
    ] satisfies [string, string | null][]
  ).filter((link): link is [string, string] => isWebAddress(link[1]));
  const logo = isWebAddress(company.logo_url) ? company.logo_url : null;
  const facts = [
    company.industry,
    company.company_size && `${company.company_size} employees`,
    company.location,
  ].filter(Boolean);

  return (
    <div style={{ maxWidth: 960, margin: '0 auto' }}>
      <Card style={{ marginBottom: 16 }}>
        <Space align="start" size={16}>
          {logo && (
            <img src={logo} alt="" width={64} height={64} style={{ objectFit: 'contain' }} />
          )}
          <div>
            <Typography.Title level={1} style={{ marginTop: 0 }}>
              Careers at {company.name}
            </Typography.Title>
            {facts.length > 0 && (
              <Typography.Paragraph type="secondary">{facts.join(' · ')}</Typography.Paragraph>
            )}
          </div>
        </Space>
        {company.description && <Typography.Paragraph>{company.description}</Typography.Paragraph>}
        {links.length > 0 && (
          <Space wrap>
            {links.map(([label, href]) => (
              <a key={label} href={href} target="_blank" rel="noopener noreferrer">
                {label}
              </a>
            ))}
          </Space>
        )}
      </Card>
      <Typography.Title level={2} style={{ fontSize: 22 }}>
        Open jobs
      </Typography.Title>
      {jobs.length ? (
        jobs.map((job) => <JobCard key={job.id} job={job} />)
      ) : (
        <Typography.Paragraph>No open jobs right now.</Typography.Paragraph>
      )}
    </div>
  );
}
