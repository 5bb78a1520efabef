import { Space, Tag } from 'antd';

/** The first three skills, then a '+N' badge for the rest. */
export function SkillBadges({
  skills,
  limit = 3,
}: {
  skills: string[] | null | undefined;
  limit?: number;
}) {
  const list = skills ?? [];
  if (list.length === 0) return <span>—</span>;
  return (
    <Space size={4} wrap>
      {list.slice(0, limit).map((skill) => (
        <Tag key={skill}>{skill}</Tag>
      ))}
      {list.length > limit && <Tag color="blue">+{list.length - limit}</Tag>}
    </Space>
  );
}
