import { zodResolver } from '@hookform/resolvers/zod';
import { useToast } from '@portal/shared';
import { TextField } from '@portal/shared/forms';
import {
  vendorRecruiterInviteSchema,
  type VendorRecruiterInviteInput,
} from '@portal/shared/validation';
import { Button, Card, Col, Form, Row } from 'antd';
import { useForm } from 'react-hook-form';
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
    formState: { isSubmitting },
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

  const p = { control, idPrefix: 'invite', disabled: isSubmitting, autoComplete: 'off' };

  return (
    <Card title="Invite Recruiter">
      <Form layout="vertical" component="div">
        <form noValidate onSubmit={submit} aria-label="Invite Recruiter">
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <TextField {...p} name="firstName" label="First Name" />
            </Col>
            <Col xs={24} md={8}>
              <TextField {...p} name="lastName" label="Last Name" />
            </Col>
            <Col xs={24} md={8}>
              <TextField {...p} name="email" label="Email" type="email" />
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
