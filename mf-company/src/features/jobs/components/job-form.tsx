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
import { FormActions, FormField, SelectField, TextField } from '@portal/shared/forms';
import { Card, Col, Form, Row } from 'antd';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { StringListEditor } from '../../../components/string-list-editor';
import { JobPreview } from './job-preview';
import { QuestionBuilder } from './question-builder';

export interface JobFormProps {
  onSubmit: (values: JobFormValues) => Promise<void>;
  onCancel: () => void;
}

/** A job field holding a list of lines, edited one line at a time. */
function ListField({
  control,
  name,
  label,
}: {
  control: Control<JobFormInput>;
  name: 'locations' | 'requirements' | 'preferred_skills';
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <StringListEditor label={label} values={field.value} onChange={field.onChange} />
      )}
    />
  );
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
            <ListField control={control} name="locations" label="Additional Locations" />
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
            <ListField control={control} name="requirements" label="Requirements" />
            <ListField control={control} name="preferred_skills" label="Preferred Skills" />
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
                    <FormField
                      id="job-expires_at"
                      label="Expiry Date"
                      error={fieldState.error?.message}
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
                    </FormField>
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
          <FormActions
            style={{ marginTop: 16 }}
            onCancel={onCancel}
            submitting={formState.isSubmitting}
            submitLabel="Post Job"
          />
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
