import { messageOf, useToast } from '@portal/shared';
import { Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { newEmailInput, requestEmailChange } from '../api/request-email-change';

/** Changes the sign-in e-mail through the confirmation of both addresses. */
export function ChangeLoginEmail({ currentEmail }: { currentEmail: string }) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    const parsed = newEmailInput.safeParse(value);
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    if (parsed.data === currentEmail.toLowerCase())
      return setError('This is already your sign-in email');
    setError(null);
    setBusy(true);
    try {
      await requestEmailChange(parsed.data);
      toast.success(
        'Confirm the change',
        `We sent a confirmation link to ${currentEmail} and to ${parsed.data}.`,
      );
      setOpen(false);
      setValue('');
    } catch (err) {
      toast.error('Failed to change email', messageOf(err));
    } finally {
      setBusy(false);
    }
  }

  if (!open)
    return (
      <Button type="link" style={{ padding: 0, marginBottom: 24 }} onClick={() => setOpen(true)}>
        Change sign-in email
      </Button>
    );
  return (
    <div style={{ marginBottom: 24 }}>
      <label htmlFor="user-profile-new-email">New sign-in email</label>
      <Flex gap={8}>
        <Input
          id="user-profile-new-email"
          type="email"
          value={value}
          status={error ? 'error' : undefined}
          onChange={(e) => setValue(e.target.value)}
        />
        <Button loading={busy} onClick={() => void submit()}>
          Send confirmation links
        </Button>
      </Flex>
      {error && <Typography.Text type="danger">{error}</Typography.Text>}
      <Typography.Paragraph type="secondary">
        Your sign-in email changes once you confirm the links sent to both addresses.
      </Typography.Paragraph>
    </div>
  );
}
