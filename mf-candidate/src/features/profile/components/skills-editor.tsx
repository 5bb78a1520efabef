import { addCandidateSkill } from '@portal/shared/validation';
import { Button, Flex, Input, Space, Tag } from 'antd';
import { useState } from 'react';

export interface SkillsEditorProps {
  id: string;
  value: string[];
  onChange(skills: string[]): void;
}

/** Skills as removable tags; Enter or 'Add' adds the typed skill (trimmed, blanks and repeats ignored). */
export function SkillsEditor({ id, value, onChange }: SkillsEditorProps) {
  const [draft, setDraft] = useState('');
  const add = () => {
    onChange(addCandidateSkill(value, draft));
    setDraft('');
  };
  return (
    <Flex vertical gap={8}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          value={draft}
          placeholder="Type a skill and press Enter"
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={(event) => {
            event.preventDefault();
            add();
          }}
        />
        <Button onClick={add}>Add</Button>
      </Space.Compact>
      <Flex wrap gap={8} aria-label="Your skills">
        {value.map((skill) => (
          <Tag
            key={skill}
            closable
            closeIcon={<span aria-label={`Remove ${skill}`}>×</span>}
            onClose={(event) => {
              event.preventDefault();
              onChange(value.filter((s) => s !== skill));
            }}
          >
            {skill}
          </Tag>
        ))}
      </Flex>
    </Flex>
  );
}
