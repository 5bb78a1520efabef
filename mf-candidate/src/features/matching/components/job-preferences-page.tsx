import { zodResolver } from '@hookform/resolvers/zod';
import {
  AreaError,
  PageLoader,
  paths,
  underscoresToSpaces,
  useAuthStore,
  useToast,
} from '@portal/shared';
import { ControlledField, TagsField } from '@portal/shared/forms';
import { EXPERIENCE_LEVELS, JOB_TYPES } from '@portal/shared/validation';
import { Button, Card, Checkbox, Form, InputNumber, Radio, Select, Typography } from 'antd';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useJobPreferencesQuery, type JobPreferences } from '../api/get-job-preferences';
import {
  jobPreferencesSchema,
  useSaveJobPreferencesMutation,
  type JobPreferencesInput,
  type JobPreferencesValues,
} from '../api/save-job-preferences';

const ARRANGEMENT_OPTIONS = [
  { value: 'any', label: 'Remote or on-site' },
  { value: 'remote', label: 'Remote only' },
  { value: 'onsite', label: 'On-site only' },
];
const JOB_TYPE_OPTIONS = JOB_TYPES.map((value) => ({ value, label: underscoresToSpaces(value) }));
const LEVEL_OPTIONS = EXPERIENCE_LEVELS.map((value) => ({
  value,
  label: underscoresToSpaces(value),
}));

function formValues(saved: JobPreferences | null): JobPreferencesInput {
  return {
    desiredTitles: saved?.desired_titles ?? [],
    locations: saved?.locations ?? [],
    workArrangement: (saved?.work_arrangement as JobPreferencesInput['workArrangement']) ?? 'any',
    jobTypes: (saved?.job_types ?? []) as JobPreferencesInput['jobTypes'],
    minimumSalary: saved?.minimum_salary ?? null,
    experienceLevel: (saved?.experience_level as JobPreferencesInput['experienceLevel']) ?? null,
  };
}

function PreferencesForm({ userId, saved }: { userId: string; saved: JobPreferences | null }) {
  const toast = useToast();
  const save = useSaveJobPreferencesMutation();
  const { control, handleSubmit, formState } = useForm<
    JobPreferencesInput,
    unknown,
    JobPreferencesValues
  >({ resolver: zodResolver(jobPreferencesSchema), defaultValues: formValues(saved) });
  const { errors } = formState;
  const onSave = (values: JobPreferencesValues) =>
    save.mutate({ userId, values }, { onSuccess: () => toast.success('Job preferences saved') });

  return (
    <form noValidate onSubmit={handleSubmit(onSave)} aria-label="Job preferences">
      <Form layout="vertical" component={false}>
        <TagsField
          control={control}
          name="desiredTitles"
          id="desiredTitles"
          label="Desired titles"
          extra="Type a title and press Enter; up to 10."
          tokenSeparators={[',']}
        />
        <TagsField
          control={control}
          name="locations"
          id="locations"
          label="Locations"
          extra="Cities you would work in, such as Austin, TX; up to 10. Without one, your profile's city counts."
        />
        <ControlledField
          control={control}
          name="workArrangement"
          id="workArrangement"
          label="Remote or on-site"
        >
          {(field) => (
            <Radio.Group
              id="workArrangement"
              aria-label="Remote or on-site"
              options={ARRANGEMENT_OPTIONS}
              value={field.value}
              onChange={(e) => field.onChange(e.target.value)}
            />
          )}
        </ControlledField>
        <ControlledField
          control={control}
          name="jobTypes"
          id="jobTypes"
          label="Job types"
          extra="None chosen means any type."
        >
          {(field) => (
            <div id="jobTypes" role="group" aria-label="Job types">
              <Checkbox.Group
                options={JOB_TYPE_OPTIONS}
                value={field.value}
                onChange={field.onChange}
              />
            </div>
          )}
        </ControlledField>
        <ControlledField
          control={control}
          name="minimumSalary"
          id="minimumSalary"
          label="Minimum salary (USD per year)"
        >
          {(field) => (
            <InputNumber
              id="minimumSalary"
              min={0}
              step={5000}
              value={field.value}
              onChange={(v) => field.onChange(typeof v === 'number' ? v : null)}
              onBlur={field.onBlur}
              status={errors.minimumSalary ? 'error' : undefined}
              style={{ width: 220 }}
            />
          )}
        </ControlledField>
        <ControlledField
          control={control}
          name="experienceLevel"
          id="experienceLevel"
          label="Experience level"
          extra="Without one, your years of experience decide."
        >
          {(field) => (
            <Select
              id="experienceLevel"
              allowClear
              placeholder="From my years of experience"
              options={LEVEL_OPTIONS}
              value={field.value ?? undefined}
              onChange={(v) => field.onChange(v ?? null)}
              style={{ maxWidth: 320 }}
            />
          )}
        </ControlledField>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Save Preferences
        </Button>
      </Form>
    </form>
  );
}

/** The candidate's job preferences, which the match score of every job reads. */
export function JobPreferencesPage() {
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const preferences = useJobPreferencesQuery({ userId });
  if (preferences.error) {
    return (
      <AreaError
        title="Failed to load job preferences"
        error={preferences.error}
        onRetry={() => void preferences.refetch()}
      />
    );
  }
  if (preferences.data === undefined) return <PageLoader label="Loading job preferences..." />;
  return (
    <>
      <Typography.Title level={2}>Job Preferences</Typography.Title>
      <Card>
        <Typography.Paragraph type="secondary">
          Your match with each job comes from your <Link to={paths.candidate.profile}>profile</Link>
          &apos;s skills and these preferences. See your best matches under{' '}
          <Link to={paths.candidate.jobs}>Jobs You Can Apply For</Link>.
        </Typography.Paragraph>
        <PreferencesForm userId={userId} saved={preferences.data} />
      </Card>
    </>
  );
}
