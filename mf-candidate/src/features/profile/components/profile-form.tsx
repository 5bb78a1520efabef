import { zodResolver } from '@hookform/resolvers/zod';
import {
  candidateProfileSchema,
  type CandidateProfileInput,
  type CandidateProfileValues,
} from '@portal/shared/validation';
import { Button, Card, Form } from 'antd';
import { useForm } from 'react-hook-form';
import { AddressFields, CandidatePersonalFields, SkillsField } from '@portal/shared/forms';
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

/** Personal info, address with unit, skills, gender and work authorization; 'Save Profile'. */
export function ProfileForm({ profile, saving, onSave }: ProfileFormProps) {
  const { control, handleSubmit } = useForm<CandidateProfileInput, unknown, CandidateProfileValues>(
    {
      resolver: zodResolver(candidateProfileSchema),
      defaultValues: profileFormValues(profile),
    },
  );
  const p = { control, idPrefix: 'profile' };

  return (
    <form noValidate onSubmit={handleSubmit(onSave)} aria-label="Candidate profile">
      <Form layout="vertical" component={false}>
        <Card title="Personal Information" style={{ marginBottom: 24 }}>
          <CandidatePersonalFields {...p} />
        </Card>

        <Card title="Address" style={{ marginBottom: 24 }}>
          <AddressFields {...p} />
        </Card>

        <Card title="Skills" style={{ marginBottom: 24 }}>
          <SkillsField
            control={control}
            name="skills"
            id="skills"
            label="Add Skill"
            listLabel="Your skills"
          />
        </Card>

        <Button type="primary" htmlType="submit" size="large" loading={saving}>
          Save Profile
        </Button>
      </Form>
    </form>
  );
}
