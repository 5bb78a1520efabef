import { zodResolver } from '@hookform/resolvers/zod';
import { useToast } from '@portal/shared';
import { TextField } from '@portal/shared/forms';
import {
  addVendorSkill,
  vendorCandidateSchema,
  type VendorCandidateInput,
} from '@portal/shared/validation';
import { Button, Col, Form, Input, Row, Space, Tag } from 'antd';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
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
  const [skillDraft, setSkillDraft] = useState('');
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
    setSkillDraft('');
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
          <Controller
            name="skills"
            control={control}
            render={({ field: skills }) => {
              const add = () => {
                skills.onChange(addVendorSkill(skills.value, skillDraft));
                setSkillDraft('');
              };
              return (
                <Form.Item label="Skills" htmlFor="candidate-skill">
                  <Space.Compact style={{ width: '100%' }}>
                    <Input
                      id="candidate-skill"
                      value={skillDraft}
                      placeholder="Type a skill and press Enter"
                      onChange={(event) => setSkillDraft(event.target.value)}
                      onPressEnter={(event) => {
                        event.preventDefault();
                        add();
                      }}
                    />
                    <Button onClick={add}>Add</Button>
                  </Space.Compact>
                  <div style={{ marginTop: 8 }}>
                    {skills.value.map((skill) => (
                      <Tag
                        key={skill}
                        closable
                        onClose={() => skills.onChange(skills.value.filter((s) => s !== skill))}
                      >
                        {skill}
                      </Tag>
                    ))}
                  </div>
                </Form.Item>
              );
            }}
          />
          {/* Lets Enter in a text field submit the form. */}
          <button type="submit" hidden aria-hidden />
        </form>
      </Form>
    </FormDialog>
  );
}
