import { AreaError, useToast } from '@portal/shared';
import { Card, Col, Input, Modal, Row, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useSkillsQuery, type Skill } from '../api/list-skills';
import type { SkillInput } from '../api/save-skill';
import { SkillForm } from './skill-form';

/**
 * The skills catalogue the match score compares skills through: platform administrators add
 * skills and aliases (JS for JavaScript), which every job and profile using them follows at once.
 */
export function SkillsPage() {
  const toast = useToast();
  const skills = useSkillsQuery();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Skill | null>(null);
  const shown = useMemo(() => {
    const term = search.trim().toLowerCase();
    return (skills.data ?? []).filter(
      (s) =>
        !term ||
        s.name.toLowerCase().includes(term) ||
        s.aliases.some((a) => a.toLowerCase().includes(term)),
    );
  }, [skills.data, search]);

  return (
    <>
      <Typography.Title level={2}>Skills Catalogue</Typography.Title>
      <Typography.Paragraph type="secondary">
        Matching compares skills through this catalogue, in any case: an alias counts as its skill.
        A skill missing here still matches its exact text.
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card title="Add a Skill">
            <SkillForm idPrefix="new-skill" onSaved={(name) => toast.success(`${name} added`)} />
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card title={`Skills (${skills.data?.length ?? 0})`}>
            <Input.Search
              aria-label="Search skills"
              placeholder="Search by name or alias"
              allowClear
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              style={{ marginBottom: 16 }}
            />
            {skills.error ? (
              <AreaError
                title="Failed to load skills"
                error={skills.error}
                onRetry={() => void skills.refetch()}
              />
            ) : (
              <Table<Skill>
                rowKey="id"
                size="small"
                loading={skills.isPending}
                dataSource={shown}
                pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
                columns={[
                  { title: 'Name', dataIndex: 'name', key: 'name' },
                  { title: 'Industry', dataIndex: 'industry', key: 'industry' },
                  {
                    title: 'Aliases',
                    key: 'aliases',
                    render: (_, s) => s.aliases.map((a) => <Tag key={a}>{a}</Tag>),
                  },
                  {
                    title: 'Actions',
                    key: 'actions',
                    render: (_, s) => (
                      <Typography.Link onClick={() => setEditing(s)} aria-label={`Edit ${s.name}`}>
                        Edit
                      </Typography.Link>
                    ),
                  },
                ]}
              />
            )}
          </Card>
        </Col>
      </Row>
      <Modal
        open={editing !== null}
        title={editing ? `Edit ${editing.name}` : ''}
        footer={null}
        destroyOnHidden
        onCancel={() => setEditing(null)}
      >
        {editing && (
          <SkillForm
            idPrefix="edit-skill"
            skill={{
              id: editing.id,
              name: editing.name,
              industry: editing.industry as SkillInput['industry'],
              aliases: editing.aliases,
            }}
            onSaved={(name) => {
              setEditing(null);
              toast.success(`${name} saved`);
            }}
          />
        )}
      </Modal>
    </>
  );
}
