import { DeleteOutlined } from '@ant-design/icons';
import { underscoresToSpaces } from '@portal/shared';
import {
  QUESTION_TYPES,
  questionTakesOptions,
  uniqueTrimmed,
  type JobQuestionInput,
  type QuestionType,
} from '@portal/shared/validation';
import { Button, Card, Checkbox, Form, Input, List, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { StringListEditor } from '../../../components/string-list-editor';

export interface QuestionBuilderProps {
  questions: JobQuestionInput[];
  onChange: (questions: JobQuestionInput[]) => void;
}

/** Drafts one question at a time; a question needs text, options only for choice types. */
export function QuestionBuilder({ questions, onChange }: QuestionBuilderProps) {
  const [text, setText] = useState('');
  const [type, setType] = useState<QuestionType>('TEXT');
  const [required, setRequired] = useState(true);
  const [options, setOptions] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  function add() {
    if (!text.trim()) {
      setError('Question text is required');
      return;
    }
    onChange([
      ...questions,
      {
        question: text.trim(),
        questionType: type,
        isRequired: required,
        options: questionTakesOptions(type) ? uniqueTrimmed(options) : [],
      },
    ]);
    setText('');
    setType('TEXT');
    setRequired(true);
    setOptions([]);
    setError(null);
  }

  return (
    <Card title="Screening Questions" size="small">
      {questions.length > 0 && (
        <List
          size="small"
          dataSource={questions}
          renderItem={(q, index) => (
            <List.Item
              actions={[
                <Button
                  key="remove"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Remove question ${index + 1}`}
                  onClick={() => onChange(questions.filter((_, i) => i !== index))}
                />,
              ]}
            >
              <Space orientation="vertical" size={0}>
                <Typography.Text>
                  {index + 1}. {q.question} {q.isRequired && <Tag color="red">Required</Tag>}
                  <Tag>{underscoresToSpaces(q.questionType)}</Tag>
                </Typography.Text>
                {q.options.length > 0 && (
                  <Typography.Text type="secondary">
                    Options: {q.options.join(', ')}
                  </Typography.Text>
                )}
              </Space>
            </List.Item>
          )}
        />
      )}
      <Form.Item
        label="Question"
        htmlFor="question-text"
        validateStatus={error ? 'error' : undefined}
        help={error ?? undefined}
      >
        <Input id="question-text" value={text} onChange={(event) => setText(event.target.value)} />
      </Form.Item>
      <Space wrap align="start">
        <Form.Item label="Question Type" htmlFor="question-type">
          <Select
            id="question-type"
            aria-label="Question Type"
            style={{ minWidth: 200 }}
            value={type}
            onChange={setType}
            options={QUESTION_TYPES.map((t) => ({ value: t, label: underscoresToSpaces(t) }))}
          />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Checkbox checked={required} onChange={(event) => setRequired(event.target.checked)}>
            Required
          </Checkbox>
        </Form.Item>
      </Space>
      {questionTakesOptions(type) && (
        <StringListEditor
          label="Options"
          values={options}
          onChange={setOptions}
          addLabel="Add option"
        />
      )}
      <Button onClick={add}>Add Question</Button>
    </Card>
  );
}
