import { zodResolver } from '@hookform/resolvers/zod';
import { messageOf, paths, TimeoutError, useToast } from '@portal/shared';
import {
  addCandidateSchema,
  type AddCandidateInput,
  type AddCandidateValues,
} from '@portal/shared/validation';
import {
  AddressFields,
  CandidatePersonalFields,
  FormActions,
  SkillsField,
} from '@portal/shared/forms';
import { Alert, Card, Form, Typography } from 'antd';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { RequireActiveCompany } from '../../../components/workspace/require-active-company';
import { useSendCandidateInvitationMutation } from '../api/send-candidate-invitation';

const EMPTY: AddCandidateInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  alternatePhone: '',
  title: '',
  bio: '',
  gender: '',
  workAuthorization: '',
  street: '',
  unit: '',
  city: '',
  state: '',
  zipCode: '',
  country: '',
  skills: [],
};

export function AddCandidateForm({ companyName }: { companyName: string }) {
  const toast = useToast();
  const invitation = useSendCandidateInvitationMutation();
  const navigate = useNavigate();
  const [manualLink, setManualLink] = useState<string | null>(null);
  const { control, handleSubmit, formState, reset } = useForm<
    AddCandidateInput,
    unknown,
    AddCandidateValues
  >({
    resolver: zodResolver(addCandidateSchema),
    defaultValues: EMPTY,
  });

  function invalid(errors: FieldErrors<AddCandidateInput>) {
    const first = Object.values(errors)[0];
    toast.error(
      'Validation Error',
      (first?.message as string | undefined) ?? 'Please check the form',
    );
  }

  async function submit(values: AddCandidateValues) {
    try {
      const result = await invitation.mutateAsync({ values, companyName });
      if (result.emailError || result.emailSent === false) {
        toast.warning(
          'Invitation Created',
          'The e-mail could not be sent. Please share the invitation link manually.',
        );
        setManualLink(result.invitationUrl ?? null);
        reset(EMPTY);
        return;
      }
      toast.success('Invitation Sent', result.message);
      navigate(paths.company.manageCandidates);
    } catch (error) {
      if (error instanceof TimeoutError) {
        toast.error('Request Timeout', 'The request is taking too long. Please try again.');
      } else if (/already exists/i.test(messageOf(error))) {
        toast.error(
          'Candidate Already Exists',
          'A candidate with this email address already exists in the system.',
        );
      } else {
        toast.error('Failed to send invitation', messageOf(error));
      }
    }
  }

  const p = { control, idPrefix: 'candidate' };
  return (
    <Form layout="vertical" onFinish={handleSubmit(submit, invalid)} noValidate>
      {manualLink && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="Invitation Created"
          description={
            <>
              The e-mail could not be sent. Share this link with the candidate:
              <Typography.Paragraph copyable code style={{ marginBottom: 0 }}>
                {manualLink}
              </Typography.Paragraph>
            </>
          }
        />
      )}
      <Card title="Personal Information">
        <CandidatePersonalFields {...p} />
      </Card>
      <Card title="Address" style={{ marginTop: 16 }}>
        <AddressFields {...p} />
      </Card>
      <Card title="Skills" style={{ marginTop: 16 }}>
        <SkillsField
          control={control}
          name="skills"
          id="candidate-skill"
          label="Add Skill"
          listLabel="Candidate skills"
        />
      </Card>
      <FormActions
        style={{ marginTop: 16 }}
        onCancel={() => navigate(paths.company.manageCandidates)}
        submitting={formState.isSubmitting}
        submitLabel="Send Invitation"
      />
    </Form>
  );
}

export function AddCandidatePage() {
  return (
    <RequireActiveCompany>
      {({ company }) => (
        <>
          <Typography.Title level={2}>Add Candidate</Typography.Title>
          <Typography.Paragraph type="secondary">
            The candidate receives an e-mail invitation to join and manage their applications.
          </Typography.Paragraph>
          <AddCandidateForm companyName={company!.name} />
        </>
      )}
    </RequireActiveCompany>
  );
}
