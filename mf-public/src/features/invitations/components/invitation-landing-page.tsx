import {
  PageLoader,
  accountRoleFrom,
  dashboardPathFor,
  effectiveRole,
  formatDate,
  humanize,
  useAuth,
  useAuthStore,
  useToast,
} from '@portal/shared';
import { Alert, Button, Card, Descriptions, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { InvalidInvitation } from '../../../components/invalid-invitation';
import { WrongAccountNotice } from '../../../components/wrong-account-notice';
import type { Invitation, InvitationKind } from '../../../lib/invitations/get-invitation';
import {
  invitationSignInPath,
  invitationSignUpPath,
} from '../../../lib/invitations/invitation-links';
import { useInvitation } from '../../../lib/invitations/use-invitation';
import { acceptInvitation } from '../api/accept-invitation';

function fullName(invitation: Invitation): string {
  return [invitation.firstName, invitation.lastName].filter(Boolean).join(' ');
}

/** Who invited whom to what, in one sentence per invitation kind. */
export function invitationSummary(invitation: Invitation): { title: string; text: string } {
  const name = fullName(invitation);
  const company = invitation.companyName ?? 'A company';
  switch (invitation.kind) {
    case 'admin':
      return {
        title: 'Administrator Invitation',
        text: `${name}, a platform administrator has invited you to join TalentBridge as an administrator.`,
      };
    case 'company':
      return {
        title: 'Company Invitation',
        text: `A platform administrator has invited you to register ${invitation.companyName} on TalentBridge and manage it as its company admin.`,
      };
    case 'employee':
      return {
        title: 'Team Invitation',
        text: `${company} has invited ${name || invitation.email} to join its recruitment team as ${humanize(invitation.staffRole) || 'an employee'}.`,
      };
    case 'candidate':
      return {
        title: 'Candidate Invitation',
        text: `${company} has invited ${name || invitation.email} to join TalentBridge as a candidate${invitation.companyName ? ` managed by ${invitation.companyName}` : ''}.`,
      };
  }
}

/** Landing page of an invitation link: checks the link, then leads to sign-up, sign-in or acceptance. */
export function InvitationLandingPage({ kind }: { kind: InvitationKind }) {
  const { token = '' } = useParams();
  const check = useInvitation(kind, token);
  const authLoading = useAuthStore((state) => state.loading);
  if (!check || authLoading) return <PageLoader label="Checking your invitation..." />;
  if (!check.ok) return <InvalidInvitation message={check.message} />;
  return <ValidInvitation invitation={check.invitation} />;
}

function ValidInvitation({ invitation }: { invitation: Invitation }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const [accepting, setAccepting] = useState(false);
  const summary = invitationSummary(invitation);
  const signedInAs = auth.user?.email?.toLowerCase() ?? null;
  const forThisUser = signedInAs === invitation.email.toLowerCase();

  const accept = async () => {
    setAccepting(true);
    try {
      await acceptInvitation({ token: invitation.token, kind: invitation.kind });
      await auth.reloadProfile();
      const { profile } = useAuthStore.getState();
      // The server changed the account role; the menus and guards follow the stored profile.
      if (profile?.role) useAuthStore.setState({ role: accountRoleFrom(profile.role) });
      toast.success('Invitation Accepted', 'Your account now has access to its new area.');
      navigate(dashboardPathFor(effectiveRole(useAuthStore.getState())));
    } catch (error) {
      toast.error(
        'Failed to accept invitation',
        error instanceof Error ? error.message : String(error),
      );
    } finally {
      setAccepting(false);
    }
  };

  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '24px 0' }}>
      <Card style={{ width: '100%', maxWidth: 560 }}>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          {summary.title}
        </Typography.Title>
        <Typography.Paragraph style={{ fontSize: 16 }}>{summary.text}</Typography.Paragraph>
        {invitation.message && (
          <Alert
            type="info"
            title="Message from the sender"
            description={invitation.message}
            style={{ marginBottom: 16 }}
          />
        )}
        {invitation.managementTerms && (
          <Alert
            type="info"
            title="Management terms"
            description={invitation.managementTerms}
            style={{ marginBottom: 16 }}
          />
        )}
        <Descriptions column={1} size="small" style={{ marginBottom: 24 }}>
          <Descriptions.Item label="Invited email">{invitation.email}</Descriptions.Item>
          {invitation.companyName && (
            <Descriptions.Item label="Company">{invitation.companyName}</Descriptions.Item>
          )}
          {invitation.staffRole && (
            <Descriptions.Item label="Role">{humanize(invitation.staffRole)}</Descriptions.Item>
          )}
          <Descriptions.Item label="Expires">{formatDate(invitation.expiresAt)}</Descriptions.Item>
        </Descriptions>
        {auth.user && !forThisUser ? (
          <WrongAccountNotice invitedEmail={invitation.email} />
        ) : auth.user ? (
          <Button
            type="primary"
            size="large"
            block
            loading={accepting}
            onClick={() => void accept()}
          >
            Accept Invitation
          </Button>
        ) : (
          <Flex vertical gap={12}>
            <Button
              type="primary"
              size="large"
              block
              onClick={() => navigate(invitationSignUpPath(invitation))}
            >
              Create Account
            </Button>
            <Button size="large" block onClick={() => navigate(invitationSignInPath(invitation))}>
              I already have an account
            </Button>
          </Flex>
        )}
      </Card>
    </div>
  );
}
