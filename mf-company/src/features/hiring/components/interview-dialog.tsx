import { zodResolver } from '@hookform/resolvers/zod';
import { localTimeZone, timeZoneNames, zonedParts } from '@portal/shared';
import { FormField, FormActions } from '@portal/shared/forms';
import { Form, Input, Modal, Select, Space } from 'antd';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Interview } from '../api/list-interviews';
import type { TeamMember } from '../api/list-team-members';
import { interviewFormSchema, type InterviewFormValues } from '../api/manage-interview';

const DURATIONS = [15, 30, 45, 60, 90, 120, 180, 240, 480];

export interface InterviewDialogProps {
  /** The interview being moved; a new one when absent. */
  interview?: Interview | null;
  team: TeamMember[] | undefined;
  defaultInterviewerId?: string;
  saving: boolean;
  onSubmit: (values: InterviewFormValues) => Promise<boolean>;
  onClose: () => void;
}

function initialValues(
  interview: Interview | null | undefined,
  interviewerId?: string,
): InterviewFormValues {
  if (interview) {
    const { date, time } = zonedParts(interview.starts_at, interview.time_zone);
    return {
      date,
      time,
      timeZone: interview.time_zone,
      durationMinutes: interview.duration_minutes,
      interviewerIds: interview.interviewer_ids,
      location: interview.location ?? '',
      videoLink: interview.video_link ?? '',
    };
  }
  return {
    date: '',
    time: '',
    timeZone: localTimeZone(),
    durationMinutes: 60,
    interviewerIds: interviewerId ? [interviewerId] : [],
    location: '',
    videoLink: '',
  };
}

/** Schedule Interview / Reschedule Interview: date, time and zone, duration, interviewers, place. */
export function InterviewDialog({
  interview,
  team,
  defaultInterviewerId,
  saving,
  onSubmit,
  onClose,
}: InterviewDialogProps) {
  const zones = useMemo(() => timeZoneNames().map((z) => ({ value: z, label: z })), []);
  const { control, handleSubmit } = useForm<InterviewFormValues>({
    resolver: zodResolver(interviewFormSchema),
    defaultValues: initialValues(interview, defaultInterviewerId),
  });
  const title = interview ? 'Reschedule Interview' : 'Schedule Interview';

  async function submit(values: InterviewFormValues) {
    if (await onSubmit(values)) onClose();
  }

  return (
    <Modal open title={title} onCancel={onClose} footer={null} destroyOnHidden>
      <Form layout="vertical" onFinish={handleSubmit(submit)} noValidate>
        <Space wrap align="start">
          <Controller
            control={control}
            name="date"
            render={({ field, fieldState }) => (
              <FormField
                id="interview-date"
                label="Date"
                required
                error={fieldState.error?.message}
              >
                <Input id="interview-date" type="date" {...field} />
              </FormField>
            )}
          />
          <Controller
            control={control}
            name="time"
            render={({ field, fieldState }) => (
              <FormField
                id="interview-time"
                label="Time"
                required
                error={fieldState.error?.message}
              >
                <Input id="interview-time" type="time" {...field} />
              </FormField>
            )}
          />
        </Space>
        <Controller
          control={control}
          name="timeZone"
          render={({ field, fieldState }) => (
            <FormField
              id="interview-time-zone"
              label="Time Zone"
              required
              error={fieldState.error?.message}
            >
              <Select
                id="interview-time-zone"
                showSearch
                options={zones}
                value={field.value}
                onChange={field.onChange}
              />
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="durationMinutes"
          render={({ field, fieldState }) => (
            <FormField
              id="interview-duration"
              label="Duration"
              required
              error={fieldState.error?.message}
            >
              <Select
                id="interview-duration"
                value={field.value}
                onChange={field.onChange}
                options={DURATIONS.map((m) => ({ value: m, label: `${m} minutes` }))}
              />
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="interviewerIds"
          render={({ field, fieldState }) => (
            <FormField
              id="interview-interviewers"
              label="Interviewers"
              required
              error={fieldState.error?.message}
            >
              <Select
                id="interview-interviewers"
                mode="multiple"
                optionFilterProp="label"
                value={field.value}
                onChange={field.onChange}
                options={(team ?? []).map((m) => ({ value: m.userId, label: m.name }))}
              />
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="location"
          render={({ field, fieldState }) => (
            <FormField id="interview-location" label="Location" error={fieldState.error?.message}>
              <Input id="interview-location" placeholder="Office address or room" {...field} />
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="videoLink"
          render={({ field, fieldState }) => (
            <FormField
              id="interview-video-link"
              label="Video Link"
              error={fieldState.error?.message}
            >
              <Input id="interview-video-link" type="url" placeholder="https://" {...field} />
            </FormField>
          )}
        />
        <FormActions
          onCancel={onClose}
          cancelLabel="Close"
          submitting={saving}
          submitLabel={interview ? 'Save New Time' : 'Schedule Interview'}
        />
      </Form>
    </Modal>
  );
}
