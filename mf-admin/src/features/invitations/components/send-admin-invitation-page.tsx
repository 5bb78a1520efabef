import type { AdminInvitationValues } from '@portal/shared/validation';
import { sendAdminInvitation, sendAdminInvitationInput } from '../api/send-admin-invitation';
import { InvitationFormPage } from './invitation-form-page';

const EMPTY: AdminInvitationValues = { email: '', firstName: '', lastName: '', message: '' };

export function SendAdminInvitationPage() {
  return (
    <InvitationFormPage
      title="Send Admin Invitation"
      intro="Invite someone to become a platform administrator. They receive an e-mail with a link that is valid for 7 days."
      kind="admin"
      send={sendAdminInvitation}
      schema={sendAdminInvitationInput}
      empty={EMPTY}
      idPrefix="admin-invite"
      fields={[
        { name: 'email', label: 'Email', required: true, type: 'email' },
        { name: 'firstName', label: 'First Name', required: true },
        { name: 'lastName', label: 'Last Name', required: true },
        { name: 'message', label: 'Message (optional)', multiline: true },
      ]}
    />
  );
}
