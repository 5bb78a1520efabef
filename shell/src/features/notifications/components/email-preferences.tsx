import { useToast } from '@portal/shared';
import { Divider, Flex, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { getEmailPreferences } from '../api/get-email-preferences';
import { EMAIL_EVENT_TYPES, type EmailEventType } from '../api/notification-types';
import { setEmailPreference } from '../api/set-email-preference';

/** E-mail on or off per event type; notifications in the portal are always on. */
export function EmailPreferences({ userId }: { userId: string }) {
  const toast = useToast();
  const [prefs, setPrefs] = useState<Record<EmailEventType, boolean> | null>(null);

  useEffect(() => {
    let live = true;
    getEmailPreferences(userId).then(
      (value) => live && setPrefs(value),
      () => live && toast.error('Failed to load e-mail settings'),
    );
    return () => {
      live = false;
    };
  }, [userId, toast]);

  async function change(type: EmailEventType, email: boolean) {
    const before = prefs;
    setPrefs((current) => current && { ...current, [type]: email });
    try {
      await setEmailPreference(userId, type, email);
    } catch {
      setPrefs(before);
      toast.error('Failed to save e-mail settings');
    }
  }

  return (
    <section aria-label="E-mail settings">
      <Divider />
      <Typography.Title level={5}>E-mail me about</Typography.Title>
      <Typography.Paragraph type="secondary">
        Notifications always appear here.
      </Typography.Paragraph>
      {EMAIL_EVENT_TYPES.map(({ type, label }) => (
        <Flex key={type} justify="space-between" align="center" style={{ marginBottom: 8 }}>
          <label htmlFor={`email-${type}`}>{label}</label>
          <Switch
            id={`email-${type}`}
            size="small"
            loading={!prefs}
            checked={prefs?.[type] ?? true}
            onChange={(checked) => void change(type, checked)}
          />
        </Flex>
      ))}
    </section>
  );
}
