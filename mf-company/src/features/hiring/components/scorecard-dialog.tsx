import { zodResolver } from '@hookform/resolvers/zod';
import { useToast } from '@portal/shared';
import { FormField, FormActions } from '@portal/shared/forms';
import { Form, Input, Modal, Radio, Rate } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { RECOMMENDATION_LABELS, RECOMMENDATIONS, type Scorecard } from '../api/list-scorecards';
import {
  scorecardFormSchema,
  useSaveScorecardMutation,
  type ScorecardFormValues,
} from '../api/save-scorecard';

export interface ScorecardDialogProps {
  interviewId: string;
  existing: Scorecard | undefined;
  onClose: () => void;
}

/** The signed-in interviewer's own scorecard for one interview. */
export function ScorecardDialog({ interviewId, existing, onClose }: ScorecardDialogProps) {
  const toast = useToast();
  const save = useSaveScorecardMutation();
  const { control, handleSubmit } = useForm<ScorecardFormValues>({
    resolver: zodResolver(scorecardFormSchema),
    defaultValues: {
      rating: existing?.rating ?? 0,
      recommendation: existing?.recommendation as ScorecardFormValues['recommendation'],
      notes: existing?.notes ?? '',
    },
  });

  async function submit(values: ScorecardFormValues) {
    await save.mutateAsync({ interviewId, ...values });
    toast.success('Scorecard saved');
    onClose();
  }

  return (
    <Modal open title="Your Scorecard" onCancel={onClose} footer={null} destroyOnHidden>
      <Form layout="vertical" onFinish={handleSubmit(submit)} noValidate>
        <Controller
          control={control}
          name="rating"
          render={({ field, fieldState }) => (
            <FormField
              id="scorecard-rating"
              label="Rating"
              required
              error={fieldState.error?.message}
            >
              <Rate
                id="scorecard-rating"
                aria-label="Rating"
                value={field.value}
                onChange={field.onChange}
                tooltips={['1 – Poor', '2 – Fair', '3 – Good', '4 – Very good', '5 – Excellent']}
              />
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="recommendation"
          render={({ field, fieldState }) => (
            <FormField
              id="scorecard-recommendation"
              label="Recommendation"
              required
              error={fieldState.error?.message}
            >
              <Radio.Group
                id="scorecard-recommendation"
                aria-label="Recommendation"
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
                options={RECOMMENDATIONS.map((r) => ({
                  value: r,
                  label: RECOMMENDATION_LABELS[r],
                }))}
                optionType="button"
              />
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="notes"
          render={({ field, fieldState }) => (
            <FormField id="scorecard-notes" label="Notes" error={fieldState.error?.message}>
              <Input.TextArea id="scorecard-notes" rows={4} maxLength={5000} {...field} />
            </FormField>
          )}
        />
        <FormActions
          onCancel={onClose}
          cancelLabel="Close"
          submitting={save.isPending}
          submitLabel="Save Scorecard"
        />
      </Form>
    </Modal>
  );
}
