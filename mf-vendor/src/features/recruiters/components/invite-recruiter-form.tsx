import { zodResolver } from '@hookform/resolvers/zod';
import { useToast } from '@portal/shared';
import { FormField } from '@portal/shared/forms';
import {
  vendorRecruiterInviteSchema,
  type VendorRecruiterInviteInput,
} from '@portal/shared/validation';
import { Button, Card, Col, Form, Input, Row } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { useInviteVendorRecruiterMutation } from '../api/invite-vendor-recruiter';

export interface InviteRecruiterFormProps {
  vendorId: string;
}

const EMPTY: VendorRecruiterInviteInput = { firstName: '', lastName: '', email: '' };

export function InviteRecruiterForm({ vendorId }: InviteRecruiterFormProps) {
  const toast = useToast();
  const invite = useInviteVendorRecruiterMutation();
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<VendorRecruiterInviteInput>({
    resolver: zodResolver(vendorRecruiterInviteSchema),
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async (values) => {
    // A refusal is shown by the mutation's error toast; the form keeps what was typed.
    const result = await invite.mutateAsync({ ...values, vendorId }).catch(() => null);
    if (!result) return;
    if (result.emailError) toast.warning('Recruiter invited', result.message);
    else toast.success('Recruiter invited!', result.message);
    reset(EMPTY);
  });

  const field = (name: keyof VendorRecruiterInviteInput, label: string, type = 'text') => (
    <FormField id={`invite-${name}`} label={label} error={errors[name]?.message}>
      <Controller
        name={name}
        control={control}
        render={({ field: input }) => (
          <Input
            {...input}
            id={`invite-${name}`}
            type={type}
            disabled={isSubmitting}
            autoComplete="off"
          />
        )}
      />
    </FormField>
  );

  return (
    <Card title="Invite Recruiter">
      <Form layout="vertical" component="div">
        <form noValidate onSubmit={submit} aria-label="Invite Recruiter">
          <Row gutter={16}>
            <Col xs={24} md={8}>
              {field('firstName', 'First Name')}
            </Col>
            <Col xs={24} md={8}>
              {field('lastName', 'Last Name')}
            </Col>
            <Col xs={24} md={8}>
              {field('email', 'Email', 'email')}
            </Col>
          </Row>
          <Button type="primary" htmlType="submit" loading={isSubmitting}>
            Send Invitation
          </Button>
        </form>
      </Form>
    </Card>
  );
}
