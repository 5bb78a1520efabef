import { Button, Form, Input, Space, Tag } from 'antd';
import { useState } from 'react';

/** Adds a skill trimmed; blank and repeated skills are ignored. */
export function addSkill(skills: string[], raw: string): string[] {
  const skill = raw.trim();
  if (!skill || skills.includes(skill)) return skills;
  return [...skills, skill];
}

export function SkillsInput({
  value,
  onChange,
}: {
  value: string[];
  onChange: (skills: string[]) => void;
}) {
  const [draft, setDraft] = useState('');
  function add() {
    onChange(addSkill(value, draft));
    setDraft('');
  }
  return (
    <Form.Item label="Add Skill" htmlFor="candidate-skill">
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id="candidate-skill"
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
      <Space size={[4, 4]} wrap style={{ marginTop: 8 }}>
        {value.map((skill) => (
          <Tag
            key={skill}
            closable
            onClose={(event) => {
              event.preventDefault();
              onChange(value.filter((s) => s !== skill));
            }}
          >
            {skill}
          </Tag>
        ))}
      </Space>
    </Form.Item>
  );
}
