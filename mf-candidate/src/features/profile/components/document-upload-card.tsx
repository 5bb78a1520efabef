import { DeleteOutlined, EyeOutlined, UploadOutlined } from '@ant-design/icons';
import { messageOf, useToast } from '@portal/shared';
import {
  CANDIDATE_DOCUMENT_ACCEPT,
  CANDIDATE_DOCUMENT_MAX_BYTES,
  CANDIDATE_DOCUMENT_MAX_LABEL,
  CANDIDATE_NO_FILE_MESSAGE,
  isAcceptedCandidateDocument,
  type CandidateDocumentKind,
} from '@portal/shared/validation';
import { Button, Card, Empty, Flex, Popconfirm, Progress, Typography } from 'antd';
import { useRef, useState } from 'react';
import { PagedList } from '../../../components/paged-list';
import { useDocumentLinkQuery } from '../api/get-document-link';
import { useRemoveCandidateDocumentMutation } from '../api/remove-candidate-document';
import { useUploadCandidateDocumentMutation } from '../api/upload-candidate-document';
import { INVALID_FORMAT_MESSAGE, INVALID_URL_MESSAGE } from '../utils/document-location';

type UploadState = 'idle' | 'uploading' | 'done' | 'error';

export interface DocumentUploadCardProps {
  userId: string;
  kind: CandidateDocumentKind;
  /** Card title, e.g. 'Resume'. */
  title: string;
  /** Lower-case name used in messages, e.g. 'resume'. */
  noun: string;
  /** Stored URLs of this kind (one for resume and cover letter, several for certificates). */
  files: string[];
  multiple?: boolean;
}

function documentName(title: string, index: number, multiple: boolean) {
  return multiple ? `${title} #${index + 1}` : title;
}

/** A 'View' link through a signed URL; disabled when no link can be made. */
function ViewLink({
  kind,
  stored,
  name,
}: {
  kind: CandidateDocumentKind;
  stored: string;
  name: string;
}) {
  const href = useDocumentLinkQuery({ kind, stored }).data;
  return (
    <Button
      type="link"
      icon={<EyeOutlined />}
      href={href ?? undefined}
      target="_blank"
      rel="noopener noreferrer"
      disabled={!href}
      aria-label={`View ${name}`}
    >
      View
    </Button>
  );
}

/** Upload card with progress, 'View' links and delete for one kind of candidate document. */
export function DocumentUploadCard({
  userId,
  kind,
  title,
  noun,
  files,
  multiple = false,
}: DocumentUploadCardProps) {
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [selected, setSelected] = useState<File[]>([]);
  const [state, setState] = useState<UploadState>('idle');
  const [progress, setProgress] = useState(0);
  const uploading = useUploadCandidateDocumentMutation();
  const removal = useRemoveCandidateDocumentMutation();
  const removing = removal.isPending ? removal.variables.url : null;
  const inputId = `${kind}-file`;

  async function upload() {
    if (selected.length === 0) {
      toast.error(CANDIDATE_NO_FILE_MESSAGE);
      return;
    }
    const rejected = selected.find((file) => !isAcceptedCandidateDocument(kind, file.name));
    if (rejected) {
      toast.error(
        'Error uploading file',
        `${rejected.name}: accepted types are ${CANDIDATE_DOCUMENT_ACCEPT[kind]}`,
      );
      return;
    }
    const oversized = selected.find((file) => file.size > CANDIDATE_DOCUMENT_MAX_BYTES);
    if (oversized) {
      toast.error(
        'Error uploading file',
        `${oversized.name} is larger than ${CANDIDATE_DOCUMENT_MAX_LABEL}`,
      );
      return;
    }
    setState('uploading');
    try {
      for (const [index, file] of selected.entries()) {
        setProgress(0);
        await uploading.mutateAsync({
          userId,
          kind,
          file,
          replaces: multiple ? undefined : files[0],
          onProgress: (percent) =>
            setProgress(Math.round(((index + percent / 100) / selected.length) * 100)),
        });
      }
      setState('done');
      setSelected([]);
      if (input.current) input.current.value = '';
      toast.success('File uploaded successfully');
    } catch {
      // The failed upload's toast says why.
      setState('error');
    }
  }

  async function remove(url: string) {
    try {
      await removal.mutateAsync({ userId, kind, url });
      toast.success('File deleted successfully');
    } catch (error) {
      const message = messageOf(error);
      if (message === INVALID_URL_MESSAGE || message === INVALID_FORMAT_MESSAGE)
        toast.error(message);
      else toast.error('Error deleting file', `Could not delete ${noun}. Please try again.`);
    }
  }

  return (
    <Card title={title}>
      <Flex vertical gap={12}>
        {files.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`No ${noun} uploaded yet`} />
        ) : (
          <PagedList
            label={`Uploaded ${title}`}
            items={files}
            itemKey={(url) => url}
            renderItem={(url, index) => {
              const name = documentName(title, index, multiple);
              return (
                <Flex justify="space-between" align="center" gap={8}>
                  <Typography.Text>{name}</Typography.Text>
                  <Flex gap={4}>
                    <ViewLink kind={kind} stored={url} name={name} />
                    <Popconfirm
                      title={`Delete ${name}?`}
                      okText="Delete"
                      okButtonProps={{ danger: true }}
                      onConfirm={() => remove(url)}
                    >
                      <Button
                        danger
                        type="text"
                        icon={<DeleteOutlined />}
                        loading={removing === url}
                        aria-label={`Delete ${name}`}
                      />
                    </Popconfirm>
                  </Flex>
                </Flex>
              );
            }}
          />
        )}

        <label htmlFor={inputId}>
          <Typography.Text strong>
            {multiple ? `Choose ${noun} files` : `Choose ${noun} file`}
          </Typography.Text>
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={CANDIDATE_DOCUMENT_ACCEPT[kind]}
          multiple={multiple}
          disabled={state === 'uploading'}
          onChange={(event) => {
            setSelected(Array.from(event.target.files ?? []));
            setState('idle');
          }}
        />
        <Typography.Text type="secondary">
          {`${CANDIDATE_DOCUMENT_ACCEPT[kind]} files up to ${CANDIDATE_DOCUMENT_MAX_LABEL} each`}
        </Typography.Text>
        <Typography.Text type="secondary">
          {selected.length === 0
            ? 'No file selected'
            : selected.map((file) => file.name).join(', ')}
        </Typography.Text>
        {state !== 'idle' && (
          <Progress
            percent={state === 'done' ? 100 : progress}
            status={state === 'error' ? 'exception' : state === 'done' ? 'success' : 'active'}
            aria-label={`${title} upload progress`}
          />
        )}
        <Button
          icon={<UploadOutlined />}
          onClick={() => void upload()}
          loading={state === 'uploading'}
        >
          {`Upload ${title}`}
        </Button>
      </Flex>
    </Card>
  );
}
