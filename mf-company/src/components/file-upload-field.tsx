import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Progress, Space, Typography } from 'antd';
import { useId, useRef } from 'react';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; percent: number }
  | { status: 'done' }
  | { status: 'error'; message: string };

export interface FileUploadFieldProps {
  label: string;
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
  state?: UploadState;
  /** Name of the file already stored, shown until a new one is chosen. */
  currentName?: string | null;
  currentHref?: string | null;
}

/** Picks one file; the form uploads it on submit and reports progress here. */
export function FileUploadField({
  label,
  accept,
  file,
  onChange,
  state,
  currentName,
  currentHref,
}: FileUploadFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Form.Item label={label} htmlFor={id}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <input
            id={id}
            ref={input}
            type="file"
            accept={accept}
            style={{ display: 'none' }}
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          />
          <Button icon={<UploadOutlined />} onClick={() => input.current?.click()}>
            {file ? 'Change file' : 'Choose file'}
          </Button>
          {file ? (
            <Typography.Text>{file.name}</Typography.Text>
          ) : currentName ? (
            currentHref ? (
              <Typography.Link href={currentHref} target="_blank" rel="noopener noreferrer">
                {currentName}
              </Typography.Link>
            ) : (
              <Typography.Text type="secondary">{currentName}</Typography.Text>
            )
          ) : (
            <Typography.Text type="secondary">No file selected</Typography.Text>
          )}
          {file && (
            <Button type="link" onClick={() => onChange(null)}>
              Remove
            </Button>
          )}
        </Space>
        <Typography.Text type="secondary">Accepted: {accept}</Typography.Text>
        {state?.status === 'uploading' && (
          <Progress percent={state.percent} size="small" aria-label={`${label} upload progress`} />
        )}
        {state?.status === 'done' && (
          <Progress
            percent={100}
            size="small"
            status="success"
            aria-label={`${label} upload progress`}
          />
        )}
        {state?.status === 'error' && (
          <Typography.Text type="danger">{state.message}</Typography.Text>
        )}
      </Space>
    </Form.Item>
  );
}
