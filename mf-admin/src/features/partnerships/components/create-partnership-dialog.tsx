import { zodResolver } from '@hookform/resolvers/zod';
import { useToast, messageOf } from '@portal/shared';
import { type PartnershipFormValues, type PartnershipPair } from '@portal/shared/validation';
import { Form, Modal, Select, Switch } from 'antd';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormField } from '@portal/shared/forms';
import {
  useCreatePartnershipMutation,
  createPartnershipInput,
  DuplicatePartnershipError,
} from '../api/create-partnership';
import type { PartnerCompany } from '../api/list-partnership-data';

export interface CreatePartnershipDialogProps {
  open: boolean;
  companies: PartnerCompany[];
  existing: PartnershipPair[];
  onClose: () => void;
  onCreated: () => void;
}

const EMPTY: PartnershipFormValues = {
  companyAId: null,
  companyBId: null,
  canShareJobs: true,
  canShareCandidates: true,
};

export function CreatePartnershipDialog({
  open,
  companies,
  existing,
  onClose,
  onCreated,
}: CreatePartnershipDialogProps) {
  const toast = useToast();
  const create = useCreatePartnershipMutation();
  const schema = useMemo(() => createPartnershipInput(existing), [existing]);
  const {
    control,
    handleSubmit,
    reset,
    watch,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PartnershipFormValues>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const first = watch('companyAId');

  const options = companies.map((company) => ({ value: company.id, label: company.name }));
  const secondOptions = options.filter((option) => option.value !== first);

  const close = () => {
    reset(EMPTY);
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync({
        companyAId: values.companyAId as string,
        companyBId: values.companyBId as string,
        canShareJobs: values.canShareJobs,
        canShareCandidates: values.canShareCandidates,
      });
      toast.success('Partnership created successfully');
      reset(EMPTY);
      onCreated();
    } catch (error) {
      if (error instanceof DuplicatePartnershipError) {
        setError('companyBId', { message: error.message });
        return;
      }
      toast.error('Failed to create partnership', messageOf(error));
    }
  });

  return (
    <Modal
      open={open}
      title="Create Partnership"
      okText="Create Partnership"
      onOk={() => void submit()}
      onCancel={close}
      confirmLoading={isSubmitting}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <FormField
          id="partnership-company-a"
          label="First Company"
          required
          error={errors.companyAId?.message}
        >
          <Controller
            name="companyAId"
            control={control}
            render={({ field }) => (
              <Select
                id="partnership-company-a"
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Select an approved company"
                options={options}
                value={field.value ?? undefined}
                onChange={(value: string) => {
                  field.onChange(value);
                  // The second list never offers the first pick.
                  if (watch('companyBId') === value) setValue('companyBId', null);
                }}
                notFoundContent="No approved companies"
              />
            )}
          />
        </FormField>
        <FormField
          id="partnership-company-b"
          label="Second Company"
          required
          error={errors.companyBId?.message}
        >
          <Controller
            name="companyBId"
            control={control}
            render={({ field }) => (
              <Select
                id="partnership-company-b"
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Select an approved company"
                options={secondOptions}
                value={field.value ?? undefined}
                onChange={(value: string) => field.onChange(value)}
                notFoundContent="No approved companies"
              />
            )}
          />
        </FormField>
        <FormField id="partnership-share-jobs" label="Share jobs">
          <Controller
            name="canShareJobs"
            control={control}
            render={({ field }) => (
              <Switch id="partnership-share-jobs" checked={field.value} onChange={field.onChange} />
            )}
          />
        </FormField>
        <FormField id="partnership-share-candidates" label="Share candidates">
          <Controller
            name="canShareCandidates"
            control={control}
            render={({ field }) => (
              <Switch
                id="partnership-share-candidates"
                checked={field.value}
                onChange={field.onChange}
              />
            )}
          />
        </FormField>
      </Form>
    </Modal>
  );
}
