import { addCandidateSkill } from '../validation/candidate-schemas';
import { Button, Flex, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { ControlledField, type ControlledFieldProps } from './controlled-fields';

export interface SkillsEditorProps {
  /** The text box's id, for its label. */
  id: string;
  value: string[];
  onChange(skills: string[]): void;
  /** Names the list of added skills for screen readers. */
  listLabel: string;
}

/** Skills as removable tags; Enter or 'Add' adds the typed skill (trimmed, blanks and repeats ignored). */
export function SkillsEditor({ id, value, onChange, listLabel }: SkillsEditorProps) {
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
      <Flex wrap gap={8} aria-label={listLabel}>
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

export interface SkillsFieldProps<T extends FieldValues, N extends FieldPath<T>, V> extends Omit<
  ControlledFieldProps<T, N, V>,
  'children'
> {
  /** Names the list of added skills for screen readers. */
  listLabel: string;
}

/** A form's skills list wired to react-hook-form: the skills editor under its label. */
export function SkillsField<T extends FieldValues, N extends FieldPath<T>, V>({
  listLabel,
  ...props
}: SkillsFieldProps<T, N, V>) {
  return (
    <ControlledField {...props}>
      {(field) => (
        <SkillsEditor
          id={props.id}
          value={field.value ?? []}
          onChange={field.onChange}
          listLabel={listLabel}
        />
      )}
    </ControlledField>
  );
}
