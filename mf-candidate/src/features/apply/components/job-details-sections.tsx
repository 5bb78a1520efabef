import { Card, Flex, Space, Tag, Typography } from 'antd';
import type { CandidateJob } from '../../../lib/jobs/types';

function SkillTags({ skills }: { skills: string[] }) {
  return (
    <Flex wrap gap={8}>
      {skills.map((skill) => (
        <Tag key={skill}>{skill}</Tag>
      ))}
    </Flex>
  );
}

/** Description, requirements, required and preferred skills of a job. */
export function JobDetailsSections({ job }: { job: CandidateJob }) {
  const requirements = job.requirements ?? [];
  const required = job.skills_required ?? [];
  const preferred = job.preferred_skills ?? [];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card title="Job Description">
        <Typography.Paragraph style={{ whiteSpace: 'pre-line', marginBottom: 0 }}>
          {job.description || 'No description provided.'}
        </Typography.Paragraph>
      </Card>
      {requirements.length > 0 && (
        <Card title="Requirements">
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {requirements.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
        </Card>
      )}
      {(required.length > 0 || preferred.length > 0) && (
        <Card title="Skills">
          {required.length > 0 && (
            <>
              <Typography.Title level={5}>Required Skills</Typography.Title>
              <SkillTags skills={required} />
            </>
          )}
          {preferred.length > 0 && (
            <>
              <Typography.Title level={5} style={{ marginTop: required.length > 0 ? 16 : 0 }}>
                Preferred Skills
              </Typography.Title>
              <SkillTags skills={preferred} />
            </>
          )}
        </Card>
      )}
    </Space>
  );
}
