import { Button, Progress, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useUploadAnswerFileMutation } from '../supabase/answer-files';
import { useToast } from '../ui/use-toast';
import {
  ANSWER_FILE_ACCEPT,
  answerFileProblem,
  CANDIDATE_DOCUMENT_MAX_LABEL,
} from '../validation/candidate-schemas';

export interface FileAnswerInputProps {
  id: string;
  label: string;
  /** The uploader's folder for the job ({userId}/{jobId}/), where the server looks for the file. */
  userId: string;
  jobId: string;
  /** The stored file's path, '' while none is uploaded. */
  value: string;
  onChange(value: string): void;
}

/** The file a 'FILE' question asks for: checked like documents, stored as soon as it is chosen. */
export function FileAnswerInput({
  id,
  label,
  userId,
  jobId,
  value,
  onChange,
}: FileAnswerInputProps) {
  const toast = useToast();
  const upload = useUploadAnswerFileMutation();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const [fileName, setFileName] = useState('');

  async function choose(file: File | undefined) {
    if (!file) return;
    const problem = answerFileProblem(file);
    if (problem) {
      toast.error('Error uploading file', problem);
      if (input.current) input.current.value = '';
      return;
    }
    setProgress(0);
    try {
      const path = await upload.mutateAsync({ userId, jobId, file, onProgress: setProgress });
      setFileName(file.name);
      onChange(path);
      toast.success('File uploaded successfully');
    } catch {
      // The failed upload's toast says why.
    }
  }

  return (
    <div>
      <input
        id={id}
        ref={input}
        type="file"
        accept={ANSWER_FILE_ACCEPT}
        aria-label={label}
        disabled={upload.isPending}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <Typography.Text type="secondary" style={{ display: 'block' }}>
        {`${ANSWER_FILE_ACCEPT} files up to ${CANDIDATE_DOCUMENT_MAX_LABEL}`}
      </Typography.Text>
      {upload.isPending && (
        <Progress percent={progress} size="small" aria-label="Upload progress" />
      )}
      {value && !upload.isPending && (
        <Typography.Text role="status">
          {`${fileName || 'A file'} is attached. `}
          <Button
            type="link"
            size="small"
            onClick={() => {
              onChange('');
              setFileName('');
              if (input.current) input.current.value = '';
            }}
          >
            Remove file
          </Button>
        </Typography.Text>
      )}
    </div>
  );
}
