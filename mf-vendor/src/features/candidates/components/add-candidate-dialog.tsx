import { zodResolver } from '@hookform/resolvers/zod';
import { useToast } from '@portal/shared';
import { SkillsField, TextField } from '@portal/shared/forms';
import { vendorCandidateSchema, type VendorCandidateInput } from '@portal/shared/validation';
import { Col, Form, Row } from 'antd';
import { useForm } from 'react-hook-form';
import {
  CREATE_CANDIDATE_SUCCESS,
  useCreateVendorCandidateMutation,
} from '../api/create-vendor-candidate';
import { FormDialog } from './form-dialog';

export interface AddCandidateDialogProps {
  vendorId: string;
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}

const EMPTY: VendorCandidateInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  title: '',
  skills: [],
};

export function AddCandidateDialog({
  vendorId,
  open,
  onClose,
  onCreated,
}: AddCandidateDialogProps) {
  const toast = useToast();
  const create = useCreateVendorCandidateMutation();
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<VendorCandidateInput>({
    resolver: zodResolver(vendorCandidateSchema),
    defaultValues: EMPTY,
  });

  const close = () => {
    reset(EMPTY);
    onClose();
  };

  const submit = handleSubmit(async (values) => {
    // A refusal is shown by the mutation's error toast; the dialog keeps what was typed.
    const created = await create.mutateAsync({ ...values, vendorId }).catch(() => null);
    if (!created) return;
    toast.success(CREATE_CANDIDATE_SUCCESS);
    close();
    onCreated();
  });

  const p = { control, idPrefix: 'candidate', disabled: isSubmitting };

  return (
    <FormDialog
      title="Add Candidate"
      open={open}
      onClose={close}
      onSubmit={() => void submit()}
      submitLabel="Save Candidate"
      submitting={isSubmitting}
    >
      <Form layout="vertical" component="div">
        <form noValidate onSubmit={submit} aria-label="Add Candidate">
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <TextField {...p} name="firstName" label="First Name" />
            </Col>
            <Col xs={24} sm={12}>
              <TextField {...p} name="lastName" label="Last Name" />
            </Col>
          </Row>
          <TextField {...p} name="email" label="Email" type="email" />
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <TextField {...p} name="phone" label="Phone" type="tel" />
            </Col>
            <Col xs={24} sm={12}>
              <TextField {...p} name="title" label="Title" />
            </Col>
          </Row>
          <SkillsField
            control={control}
            name="skills"
            id="candidate-skill"
            label="Skills"
            listLabel="Candidate's skills"
          />
          {/* Lets Enter in a text field submit the form. */}
          <button type="submit" hidden aria-hidden />
        </form>
      </Form>
    </FormDialog>
  );
}
