import { downloadFile, useAnnounce, useAuth, useToast } from '@portal/shared';
import { Button, Card, Input, Modal, Progress, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ERASE_CONFIRMATION, useEraseMyAccountMutation } from '../api/erase-my-account';
import { useExportMyDataMutation } from '../api/export-my-data';

/** Downloading everything held about the candidate, and erasing the account. */
export function YourDataCard() {
  const toast = useToast();
  const announce = useAnnounce();
  const auth = useAuth();
  const navigate = useNavigate();
  const exportData = useExportMyDataMutation();
  const erase = useEraseMyAccountMutation();
  const [progress, setProgress] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');

  const download = () => {
    setProgress(0);
    exportData.mutate(
      { onProgress: setProgress },
      {
        onSuccess: (archive) => {
          downloadFile('talentbridge-data.zip', archive);
          announce('Your data has been downloaded');
        },
        onSettled: () => setProgress(null),
      },
    );
  };
  const eraseAccount = () =>
    erase.mutate(
      { confirmation: ERASE_CONFIRMATION },
      {
        onSuccess: async () => {
          setConfirming(false);
          toast.success('Your account has been erased');
          await auth.signOut();
          navigate('/', { replace: true });
        },
      },
    );

  return (
    <Card title="Your data">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          Download everything we hold about you: your profile, applications, answers, saved jobs
          and searches, notifications and your documents, as one zip file.
        </Typography.Paragraph>
        <Button onClick={download} loading={exportData.isPending}>
          Download My Data
        </Button>
        {progress !== null && (
          <Progress percent={progress} aria-label="Download progress" size="small" />
        )}
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          Erasing your account removes your documents and your personal details for good.
          Companies keep the fact that someone applied to their jobs, without your name or
          details.
        </Typography.Paragraph>
        <Button danger onClick={() => setConfirming(true)}>
          Erase My Account
        </Button>
      </Space>
      <Modal
        title="Erase your account?"
        open={confirming}
        okText="Erase Account"
        okButtonProps={{ danger: true, disabled: typed !== ERASE_CONFIRMATION, loading: erase.isPending }}
        onOk={eraseAccount}
        onCancel={() => {
          setConfirming(false);
          setTyped('');
        }}
      >
        <Typography.Paragraph>
          This cannot be undone. Type {ERASE_CONFIRMATION} to confirm.
        </Typography.Paragraph>
        <Input
          aria-label={`Type ${ERASE_CONFIRMATION} to confirm`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </Modal>
    </Card>
  );
}
