import { useToast } from '@portal/shared';
import {
  ANSWER_FILE_ACCEPT,
  answerFileProblem,
  CANDIDATE_DOCUMENT_MAX_LABEL,
  SUBMISSION_DOCUMENT_KINDS,
  type SubmissionDocumentKind,
} from '@portal/shared/validation';
import { Alert, Checkbox, Progress, Space, Typography } from 'antd';
import { useState } from 'react';
import { useCandidateDocumentsQuery } from '../api/get-candidate-documents';
import { useUploadCandidateDocumentMutation } from '../api/upload-candidate-document';

export interface SubmissionDocumentsFieldProps {
  vendorId: string;
  candidateId: string;
  /** The ids of the documents to send. */
  value: string[];
  onChange(value: string[]): void;
}

/**
 * The documents sent with a submission: the candidate's stored ones to tick, and a resume or other
 * document to upload, which is stored for the candidate and ticked at once.
 */
export function SubmissionDocumentsField({
  vendorId,
  candidateId,
  value,
  onChange,
}: SubmissionDocumentsFieldProps) {
  const toast = useToast();
  const documents = useCandidateDocumentsQuery({ candidateId });
  const upload = useUploadCandidateDocumentMutation();
  const [progress, setProgress] = useState(0);

  async function choose(kind: SubmissionDocumentKind, input: HTMLInputElement) {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const problem = answerFileProblem(file);
    if (problem) {
      toast.error('Error uploading file', problem);
      return;
    }
    setProgress(0);
    const stored = await upload
      .mutateAsync({ vendorId, candidateId, kind, file, onProgress: setProgress })
      .catch(() => null);
    if (!stored) return;
    onChange([...value, stored.id]);
    toast.success('File uploaded successfully');
  }

  return (
    <div role="group" aria-labelledby="submit-documents-label" style={{ marginBottom: 16 }}>
      <Typography.Text strong id="submit-documents-label" style={{ display: 'block' }}>
        Documents (optional)
      </Typography.Text>
      {documents.error ? (
        <Alert type="error" showIcon title={documents.error.message} style={{ marginBottom: 8 }} />
      ) : null}
      {(documents.data ?? []).length > 0 ? (
        <Checkbox.Group
          value={value}
          onChange={(checked) => onChange(checked as string[])}
          style={{ display: 'flex', flexDirection: 'column', marginBottom: 8 }}
          options={(documents.data ?? []).map((doc) => ({
            value: doc.id,
            label: `${doc.file_name} (${SUBMISSION_DOCUMENT_KINDS[doc.kind]})`,
          }))}
        />
      ) : (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          No documents stored for this candidate yet.
        </Typography.Paragraph>
      )}
      <Space orientation="vertical" size={4}>
        {(Object.keys(SUBMISSION_DOCUMENT_KINDS) as SubmissionDocumentKind[]).map((kind) => (
          <label key={kind}>
            {`Upload ${SUBMISSION_DOCUMENT_KINDS[kind].toLowerCase()} `}
            <input
              type="file"
              accept={ANSWER_FILE_ACCEPT}
              disabled={upload.isPending}
              onChange={(event) => void choose(kind, event.currentTarget)}
            />
          </label>
        ))}
        <Typography.Text type="secondary">
          {`${ANSWER_FILE_ACCEPT} files up to ${CANDIDATE_DOCUMENT_MAX_LABEL}`}
        </Typography.Text>
        {upload.isPending && (
          <Progress percent={progress} size="small" aria-label="Upload progress" />
        )}
      </Space>
    </div>
  );
}
