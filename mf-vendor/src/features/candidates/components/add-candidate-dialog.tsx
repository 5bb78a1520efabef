import { zodResolver } from '@hookform/resolvers/zod';
import { useToast } from '@portal/shared';
import { FormField } from '@portal/shared/forms';
import {
  addVendorSkill,
  vendorCandidateSchema,
  type VendorCandidateInput,
} from '@portal/shared/validation';
import { Button, Col, Form, Input, Modal, Row, Space, Tag } from 'antd';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  CREATE_CANDIDATE_SUCCESS,
  useCreateVendorCandidateMutation,
} from '../api/create-vendor-candidate';

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

type TextField = Exclude<keyof VendorCandidateInput, 'skills'>;

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
    formState: { errors, isSubmitting },
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

  const field = (name: TextField, label: string, type = 'text') => (
    <FormField id={`candidate-${name}`} label={label} error={errors[name]?.message}>
      <Controller
        name={name}
        control={control}
        render={({ field: input }) => (
          <Input
            {...input}
            value={input.value ?? ''}
            id={`candidate-${name}`}
            type={type}
            disabled={isSubmitting}
          />
        )}
      />
    </FormField>
  );

  return (
    <Modal
      title="Add Candidate"
      open={open}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close} disabled={isSubmitting}>
          Cancel
        </Button>,
        <Button key="save" type="primary" loading={isSubmitting} onClick={() => void submit()}>
          Save Candidate
        </Button>,
      ]}
    >
      <Form layout="vertical" component="div">
        <form noValidate onSubmit={submit} aria-label="Add Candidate">
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              {field('firstName', 'First Name')}
            </Col>
            <Col xs={24} sm={12}>
              {field('lastName', 'Last Name')}
            </Col>
          </Row>
          {field('email', 'Email', 'email')}
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              {field('phone', 'Phone', 'tel')}
            </Col>
            <Col xs={24} sm={12}>
              {field('title', 'Title')}
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
    </Modal>
  );
}
