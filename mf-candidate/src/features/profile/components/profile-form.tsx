import { zodResolver } from '@hookform/resolvers/zod';
import { WORK_AUTHORIZATION_OPTIONS } from '@portal/shared';
import {
  CANDIDATE_GENDER_OPTIONS,
  candidateProfileSchema,
  type CandidateProfileInput,
  type CandidateProfileValues,
} from '@portal/shared/validation';
import { Button, Card, Col, Form, Input, Row, Select } from 'antd';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { FormField, SkillsEditor } from '@portal/shared/forms';
import type { CandidateProfile } from '../types';

export function profileFormValues(profile: CandidateProfile): CandidateProfileInput {
  return {
    firstName: profile.first_name ?? '',
    lastName: profile.last_name ?? '',
    email: profile.email ?? '',
    phone: profile.phone ?? '',
    alternatePhone: profile.alternate_phone ?? '',
    title: profile.title ?? '',
    bio: profile.bio ?? '',
    skills: profile.skills ?? [],
    gender: profile.gender ?? '',
    workAuthorization: profile.work_authorization ?? '',
    street: profile.street ?? '',
    unit: profile.unit ?? '',
    city: profile.city ?? '',
    state: profile.state ?? '',
    zipCode: profile.zip_code ?? '',
    country: profile.country ?? '',
  };
}

export interface ProfileFormProps {
  profile: CandidateProfile;
  saving: boolean;
  onSave(values: CandidateProfileValues): void;
}

type TextField = Exclude<
  FieldPath<CandidateProfileInput>,
  'skills' | `skills.${number}` | 'gender' | 'workAuthorization'
>;

/** Personal info, address with unit, skills, gender and work authorization; 'Save Profile'. */
export function ProfileForm({ profile, saving, onSave }: ProfileFormProps) {
  const { control, handleSubmit, formState } = useForm<
    CandidateProfileInput,
    unknown,
    CandidateProfileValues
  >({
    resolver: zodResolver(candidateProfileSchema),
    defaultValues: profileFormValues(profile),
  });
  const { errors } = formState;

  const text = (
    name: TextField,
    label: string,
    options: { required?: boolean; type?: string } = {},
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField
          id={name}
          label={label}
          required={options.required}
          error={errors[name]?.message}
        >
          <Input
            id={name}
            type={options.type}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            status={errors[name] ? 'error' : undefined}
          />
        </FormField>
      )}
    />
  );

  return (
    <form noValidate onSubmit={handleSubmit(onSave)} aria-label="Candidate profile">
      <Form layout="vertical" component={false}>
        <Card title="Personal Information" style={{ marginBottom: 24 }}>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              {text('firstName', 'First Name', { required: true })}
            </Col>
            <Col xs={24} md={12}>
              {text('lastName', 'Last Name', { required: true })}
            </Col>
            <Col xs={24} md={12}>
              {text('email', 'Email', { required: true, type: 'email' })}
            </Col>
            <Col xs={24} md={12}>
              {text('phone', 'Phone', { type: 'tel' })}
            </Col>
            <Col xs={24} md={12}>
              {text('alternatePhone', 'Alternate Phone', { type: 'tel' })}
            </Col>
            <Col xs={24} md={12}>
              {text('title', 'Professional Title')}
            </Col>
            <Col xs={24} md={12}>
              <Controller
                control={control}
                name="gender"
                render={({ field }) => (
                  <FormField id="gender" label="Gender" error={errors.gender?.message}>
                    <Select
                      id="gender"
                      allowClear
                      placeholder="Select gender"
                      value={field.value || undefined}
                      onChange={(value) => field.onChange(value ?? '')}
                      options={CANDIDATE_GENDER_OPTIONS.map((o) => ({
                        value: o.value,
                        label: o.label,
                      }))}
                    />
                  </FormField>
                )}
              />
            </Col>
            <Col xs={24} md={12}>
              <Controller
                control={control}
                name="workAuthorization"
                render={({ field }) => (
                  <FormField
                    id="workAuthorization"
                    label="Work Authorization"
                    error={errors.workAuthorization?.message}
                  >
                    <Select
                      id="workAuthorization"
                      allowClear
                      placeholder="Select work authorization"
                      value={field.value || undefined}
                      onChange={(value) => field.onChange(value ?? '')}
                      options={WORK_AUTHORIZATION_OPTIONS.map((o) => ({
                        value: o.value,
                        label: o.label,
                      }))}
                    />
                  </FormField>
                )}
              />
            </Col>
            <Col span={24}>
              <Controller
                control={control}
                name="bio"
                render={({ field }) => (
                  <FormField id="bio" label="Bio" error={errors.bio?.message}>
                    <Input.TextArea
                      id="bio"
                      rows={4}
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

        <Card title="Address" style={{ marginBottom: 24 }}>
          <Row gutter={16}>
            <Col xs={24} md={16}>
              {text('street', 'Street')}
            </Col>
            <Col xs={24} md={8}>
              {text('unit', 'Unit')}
            </Col>
            <Col xs={24} md={8}>
              {text('city', 'City')}
            </Col>
            <Col xs={24} md={8}>
              {text('state', 'State')}
            </Col>
            <Col xs={24} md={8}>
              {text('zipCode', 'Zip Code')}
            </Col>
            <Col xs={24} md={12}>
              {text('country', 'Country')}
            </Col>
          </Row>
        </Card>

        <Card title="Skills" style={{ marginBottom: 24 }}>
          <Controller
            control={control}
            name="skills"
            render={({ field }) => (
              <FormField id="skills" label="Add Skill" error={errors.skills?.message}>
                <SkillsEditor
                  id="skills"
                  value={field.value ?? []}
                  onChange={field.onChange}
                  listLabel="Your skills"
                />
              </FormField>
            )}
          />
        </Card>

        <Button type="primary" htmlType="submit" size="large" loading={saving}>
          Save Profile
        </Button>
      </Form>
    </form>
  );
}
