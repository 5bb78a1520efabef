import { AreaError, PageLoader, formatDate, formatSalary, humanize } from '@portal/shared';
import { Space, Tag, theme } from 'antd';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Facts, Heading, Lead, Surface } from '../../../components/content-blocks';
import { usePublicJobQuery } from '../api/get-public-job';
import { jobLocations } from '@portal/shared/job-board';
import { ApplyButton } from './apply-button';
import { NotOnBoard } from './not-on-board';
import { SaveJobAction } from './candidate-actions';

function List({ title, items }: { title: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <>
      <Heading level={2} style={{ fontSize: 20 }}>
        {title}
      </Heading>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

/** An open job as anyone may read it; anything else is 'Job Not Found'. */
export function PublicJobPage() {
  const { token } = theme.useToken();
  const { id = '' } = useParams();
  const query = usePublicJobQuery({ id });
  const job = query.data ?? null;

  useEffect(() => {
    if (job) document.title = `${job.title} at ${job.company.name} | TalentBridge`;
    else if (query.isSuccess) document.title = 'Job Not Found | TalentBridge';
  }, [job, query.isSuccess]);

  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <AreaError
        title="Failed to load job"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  if (!job)
    return (
      <NotOnBoard title="Job Not Found" subTitle="This job does not exist or is no longer open." />
    );

  return (
    <Surface style={{ maxWidth: 960, margin: '0 auto' }}>
      <Heading level={1}>{job.title}</Heading>
      <Lead secondary={false}>
        <Link to={`/careers/${job.company.slug}`}>{job.company.name}</Link>
        {job.company.industry ? ` · ${job.company.industry}` : ''}
      </Lead>
      <Facts
        items={[
          { label: 'Location', value: jobLocations(job).join(' · ') || 'Not specified' },
          { label: 'Job type', value: humanize(job.job_type) || 'Not specified' },
          { label: 'Experience level', value: humanize(job.experience_level) || 'Not specified' },
          { label: 'Salary', value: formatSalary(job.salary_min, job.salary_max) },
          { label: 'Posted', value: formatDate(job.posted_at) },
        ]}
      />
      <Space wrap style={{ marginBottom: 16 }}>
        <ApplyButton jobId={job.id} />
        <SaveJobAction jobId={job.id} />
      </Space>
      <Heading level={2} style={{ fontSize: 20 }}>
        Description
      </Heading>
      <Lead secondary={false} style={{ whiteSpace: 'pre-wrap' }}>
        {job.description}
      </Lead>
      <List title="Requirements" items={job.requirements} />
      {job.skills_required.length > 0 && (
        <>
          <Heading level={2} style={{ fontSize: 20 }}>
            Skills
          </Heading>
          <Space wrap style={{ marginBottom: 16 }}>
            {job.skills_required.map((skill) => (
              <Tag key={skill}>{skill}</Tag>
            ))}
          </Space>
        </>
      )}
      <List title="Preferred skills" items={job.preferred_skills} />
      <Surface style={{ margin: '16px 0', padding: 0 }}>
        <div
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            gap: token.marginXS,
            padding: `${token.paddingSM}px ${token.paddingLG}px`,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            background: token.colorFillAlter,
            borderRadius: `${token.borderRadiusLG}px ${token.borderRadiusLG}px 0 0`,
          }}
        >
          <div style={{ fontWeight: token.fontWeightStrong, color: token.colorTextHeading }}>
            About {job.company.name}
          </div>
          <Link to={`/careers/${job.company.slug}`}>All jobs at {job.company.name}</Link>
        </div>
        <div style={{ padding: token.paddingLG, paddingBottom: 0 }}>
          <Lead>
            {[
              job.company.industry,
              job.company.company_size && `${job.company.company_size} employees`,
              job.company.location,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Lead>
          {job.company.description && <Lead secondary={false}>{job.company.description}</Lead>}
        </div>
      </Surface>
      <Lead secondary={false}>
        <Link to="/jobs">All jobs</Link>
      </Lead>
    </Surface>
  );
}
