import { useToast } from '@portal/shared';
import { App, Button, Card, Typography } from 'antd';
import { useManagingCompanyQuery } from '../api/get-managing-company';
import { useLeaveManagingCompanyMutation } from '../api/leave-managing-company';

/**
 * Who manages the candidate, with a way out: the management terms promise the candidate can
 * leave at any time. Nothing is shown while no company manages them.
 */
export function ManagingCompanyCard({ userId }: { userId: string }) {
  const { modal } = App.useApp();
  const toast = useToast();
  const company = useManagingCompanyQuery({ userId });
  const leave = useLeaveManagingCompanyMutation();

  if (!company.data) return null;
  const { name } = company.data;

  function confirmLeave() {
    modal.confirm({
      title: `Leave ${name}?`,
      content: `${name} will no longer manage your profile or put you forward for roles. Your applications stay as they are.`,
      okText: 'Leave Company',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await leave.mutateAsync({ userId });
        } catch {
          return; // the mutation's toast says why
        }
        toast.success(`You have left ${name}.`);
      },
    });
  }

  return (
    <Card title="Managing Company">
      <Typography.Paragraph>
        Your profile is managed by <strong>{name}</strong>. Its recruiters can put you forward for
        roles.
      </Typography.Paragraph>
      <Button danger loading={leave.isPending} onClick={confirmLeave}>
        Leave Company
      </Button>
    </Card>
  );
}
