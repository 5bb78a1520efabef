import { useAuth } from '@portal/shared';
import { Alert, Button, Flex } from 'antd';

/** An invitation opened while signed in with another address: only signing out lets it be used. */
export function WrongAccountNotice({ invitedEmail }: { invitedEmail: string }) {
  const auth = useAuth();
  return (
    <Flex vertical gap={12}>
      <Alert
        type="warning"
        showIcon
        title={`This invitation was sent to ${invitedEmail}, but you are signed in as ${auth.user?.email}.`}
        description="Sign out, then create an account or sign in with the invited address."
      />
      <Button onClick={() => void auth.signOut()}>Sign Out</Button>
    </Flex>
  );
}
