import { zodResolver } from '@hookform/resolvers/zod';
import { underscoresToSpaces } from '@portal/shared';
import {
  emptyJobForm,
  EXPERIENCE_LEVELS,
  JOB_FORM_STATUSES,
  JOB_STATUS_HINTS,
  JOB_TYPES,
  jobFormSchema,
  todayIso,
  type JobFormInput,
  type JobFormValues,
} from '@portal/shared/validation';
import { SelectField, TextField } from '@portal/shared/forms';
import { Button, Card, Col, Form, Row, Space } from 'antd';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { StringListEditor } from '../../../components/string-list-editor';
import { JobPreview } from './job-preview';
import { QuestionBuilder } from './question-builder';

export interface JobFormProps {
  onSubmit: (values: JobFormValues) => Promise<void>;
  onCancel: () => void;
}

export function JobForm({ onSubmit, onCancel }: JobFormProps) {
  const { control, handleSubmit, formState } = useForm<JobFormInput, unknown, JobFormValues>({
    resolver: zodResolver(jobFormSchema),
    defaultValues: emptyJobForm,
  });
  const live = useWatch({ control }) as JobFormInput;
  const p = { control, idPrefix: 'job' };

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={14}>
        <Form layout="vertical" onFinish={handleSubmit(onSubmit)} noValidate>
          <Card title="Job Details">
            <TextField {...p} name="title" label="Job Title" required />
            <TextField {...p} name="description" label="Job Description" multiline required />
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <TextField {...p} name="location" label="Primary Location" required />
              </Col>
              <Col xs={24} md={12}>
                <SelectField
                  {...p}
                  name="job_type"
                  label="Job Type"
                  required
                  options={JOB_TYPES.map((t) => ({ value: t, label: underscoresToSpaces(t) }))}
                />
              </Col>
            </Row>
            <Controller
              control={control}
              name="locations"
              render={({ field }) => (
                <StringListEditor
                  label="Additional Locations"
                  values={field.value}
                  onChange={field.onChange}
                />
              )}
            />
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <SelectField
                  {...p}
                  name="experience_level"
                  label="Experience Level"
                  allowClear
                  options={EXPERIENCE_LEVELS.map((l) => ({
                    value: l,
                    label: underscoresToSpaces(l),
                  }))}
                />
              </Col>
              <Col xs={24} md={12}>
                <TextField
                  {...p}
                  name="experience_required"
                  label="Experience Required"
                  placeholder="e.g. 3+ years"
                />
              </Col>
              <Col xs={24} md={12}>
                <TextField {...p} name="education_required" label="Education Required" />
              </Col>
            </Row>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <TextField
                  {...p}
                  name="salary_min"
                  label="Minimum Salary (USD per year)"
                  type="number"
                />
              </Col>
              <Col xs={24} md={12}>
                <TextField
                  {...p}
                  name="salary_max"
                  label="Maximum Salary (USD per year)"
                  type="number"
                />
              </Col>
            </Row>
            <TextField
              {...p}
              name="skills_required"
              label="Required Skills (comma-separated)"
              placeholder="React, TypeScript"
            />
            <Controller
              control={control}
              name="requirements"
              render={({ field }) => (
                <StringListEditor
                  label="Requirements"
                  values={field.value}
                  onChange={field.onChange}
                />
              )}
            />
            <Controller
              control={control}
              name="preferred_skills"
              render={({ field }) => (
                <StringListEditor
                  label="Preferred Skills"
                  values={field.value}
                  onChange={field.onChange}
                />
              )}
            />
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <SelectField
                  {...p}
                  name="status"
                  label="Status"
                  options={JOB_FORM_STATUSES.map((s) => ({ value: s, label: JOB_STATUS_HINTS[s] }))}
                />
              </Col>
              <Col xs={24} md={12}>
                <Controller
                  control={control}
                  name="expires_at"
                  render={({ field, fieldState }) => (
                    <Form.Item
                      label="Expiry Date"
                      htmlFor="job-expires_at"
                      validateStatus={fieldState.error ? 'error' : undefined}
                      help={fieldState.error?.message}
                    >
                      <input
                        id="job-expires_at"
                        className="ant-input ant-input-outlined"
                        type="date"
                        min={todayIso()}
                        value={field.value ?? ''}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                      />
                    </Form.Item>
                  )}
                />
              </Col>
            </Row>
          </Card>
          <div style={{ marginTop: 16 }}>
            <Controller
              control={control}
              name="questions"
              render={({ field }) => (
                <QuestionBuilder questions={field.value} onChange={field.onChange} />
              )}
            />
          </div>
          <Space style={{ marginTop: 16 }}>
            <Button onClick={onCancel}>Cancel</Button>
            <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
              Post Job
            </Button>
          </Space>
        </Form>
      </Col>
      <Col xs={24} lg={10}>
        <div style={{ position: 'sticky', top: 16 }}>
          <JobPreview job={{ ...emptyJobForm, ...live }} />
        </div>
      </Col>
    </Row>
  );
}
