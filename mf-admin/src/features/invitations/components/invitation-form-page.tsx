import { ArrowLeftOutlined } from '@ant-design/icons';
import { paths } from '@portal/shared';
import { TextField } from '@portal/shared/forms';
import { Button, Card, Form, Space, Typography } from 'antd';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldPath, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useNavigate } from 'react-router-dom';
import type { InvitationResult } from '../api/send-admin-invitation';
import { type InvitationKind, useInvitationSender } from '../hooks/use-invitation-sender';

export interface InvitationFormField<V extends FieldValues> {
  name: FieldPath<V>;
  label: string;
  required?: boolean;
  type?: 'email';
  multiline?: boolean;
}

export interface InvitationFormPageProps<V extends FieldValues> {
  title: string;
  intro: string;
  kind: InvitationKind;
  send: (values: V, adminEmail: string | null) => Promise<InvitationResult>;
  /** Checks the fields here as the server checks them again. */
  schema: z.ZodType<V, V>;
  empty: DefaultValues<V>;
  /** Keeps the inputs' ids unique and stable (`${idPrefix}-${name}`). */
  idPrefix: string;
  fields: InvitationFormField<V>[];
}

/** An admin's invitation page: its fields, Send Invitation and Cancel back to the dashboard. */
export function InvitationFormPage<V extends FieldValues>({
  title,
  intro,
  kind,
  send,
  schema,
  empty,
  idPrefix,
  fields,
}: InvitationFormPageProps<V>) {
  const navigate = useNavigate();
  const submit = useInvitationSender(kind, send);
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<V>({ resolver: zodResolver(schema), defaultValues: empty });

  return (
    <Space
      orientation="vertical"
      size="large"
      style={{ width: '100%', maxWidth: 640, margin: '0 auto', display: 'flex' }}
    >
      <Button
        type="link"
        icon={<ArrowLeftOutlined />}
        onClick={() => navigate(paths.admin.dashboard)}
        style={{ padding: 0 }}
      >
        Back to Dashboard
      </Button>
      <Card>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
        <Form
          layout="vertical"
          component="form"
          onFinish={() => void handleSubmit((values) => submit(values, () => reset(empty)))()}
          noValidate
        >
          {fields.map((field) => (
            <TextField
              key={field.name}
              control={control}
              name={field.name}
              label={field.label}
              required={field.required}
              type={field.type}
              multiline={field.multiline}
              autoComplete={field.type === 'email' ? 'off' : undefined}
              idPrefix={idPrefix}
              disabled={isSubmitting}
            />
          ))}
          <Space>
            <Button type="primary" htmlType="submit" loading={isSubmitting}>
              {isSubmitting ? 'Sending...' : 'Send Invitation'}
            </Button>
            <Button onClick={() => navigate(paths.admin.dashboard)} disabled={isSubmitting}>
              Cancel
            </Button>
          </Space>
        </Form>
      </Card>
    </Space>
  );
}
