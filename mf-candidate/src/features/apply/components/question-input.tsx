import { FileAnswerInput } from '@portal/shared/forms';
import { Checkbox, Input, Radio, Rate } from 'antd';
import type { JobQuestion } from '../api/get-job-questions';

export interface QuestionInputProps {
  id: string;
  question: JobQuestion;
  value: string;
  onChange(value: string): void;
  /** Where a 'FILE' answer is stored: the candidate's folder for this job. */
  upload: { userId: string; jobId: string };
}

const CHECKBOX_SEPARATOR = ', ';

/** The answer control for one job question; every answer is stored as text. */
export function QuestionInput({ id, question, value, onChange, upload }: QuestionInputProps) {
  const options = (question.options ?? []).filter(
    (option) => typeof option === 'string' && option.trim() !== '',
  );
  switch ((question.question_type ?? 'TEXT').toUpperCase()) {
    case 'TEXTAREA':
      return (
        <Input.TextArea
          id={id}
          rows={4}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'MULTIPLE_CHOICE':
      if (options.length === 0) break;
      return (
        <Radio.Group
          id={id}
          value={value || undefined}
          onChange={(event) => onChange(String(event.target.value))}
        >
          {options.map((option) => (
            <Radio key={option} value={option}>
              {option}
            </Radio>
          ))}
        </Radio.Group>
      );
    case 'CHECKBOX':
      if (options.length === 0) break;
      return (
        <div id={id} role="group" aria-label={question.question}>
          <Checkbox.Group
            options={options}
            value={value ? value.split(CHECKBOX_SEPARATOR) : []}
            onChange={(checked) => onChange((checked as string[]).join(CHECKBOX_SEPARATOR))}
          />
        </div>
      );
    case 'RATING':
      return (
        <Rate
          id={id}
          value={Number(value) || 0}
          onChange={(rating) => onChange(rating ? String(rating) : '')}
        />
      );
    case 'FILE':
      return (
        <FileAnswerInput
          id={id}
          label={question.question}
          userId={upload.userId}
          jobId={upload.jobId}
          value={value}
          onChange={onChange}
        />
      );
    default:
      break;
  }
  return <Input id={id} value={value} onChange={(event) => onChange(event.target.value)} />;
}
