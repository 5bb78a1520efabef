import { CloseOutlined } from '@ant-design/icons';
import { uniqueTrimmed } from '@portal/shared/validation';
import { Button, Form, Input, Space, Tag } from 'antd';
import { useId, useState } from 'react';

export interface StringListEditorProps {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  addLabel?: string;
}

/** Adds trimmed, de-duplicated entries with Enter or the Add button; each can be removed. */
export function StringListEditor({
  label,
  values,
  onChange,
  placeholder,
  addLabel = 'Add',
}: StringListEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState('');

  function add() {
    const next = uniqueTrimmed([...values, draft]);
    if (next.length !== values.length) onChange(next);
    setDraft('');
  }

  return (
    <Form.Item label={label} htmlFor={id}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          value={draft}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onPressEnter={(event) => {
            event.preventDefault();
            add();
          }}
        />
        <Button onClick={add} aria-label={`${addLabel} ${label}`}>
          {addLabel}
        </Button>
      </Space.Compact>
      {values.length > 0 && (
        <Space size={[4, 4]} wrap style={{ marginTop: 8 }}>
          {values.map((value) => (
            <Tag
              key={value}
              closable
              closeIcon={<CloseOutlined aria-label={`Remove ${value}`} />}
              onClose={(event) => {
                event.preventDefault();
                onChange(values.filter((v) => v !== value));
              }}
            >
              {value}
            </Tag>
          ))}
        </Space>
      )}
    </Form.Item>
  );
}
