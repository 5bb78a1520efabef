import type { AdminCompanyInvitationValues } from '@portal/shared/validation';
import { sendCompanyInvitation, sendCompanyInvitationInput } from '../api/send-company-invitation';
import { InvitationFormPage } from './invitation-form-page';

const EMPTY: AdminCompanyInvitationValues = { email: '', companyName: '', message: '' };

export function SendCompanyInvitationPage() {
  return (
    <InvitationFormPage
      title="Send Company Invitation"
      intro="Invite a company to register on the platform. The contact receives an e-mail with a registration link that is valid for 7 days."
      kind="company"
      send={sendCompanyInvitation}
      schema={sendCompanyInvitationInput}
      empty={EMPTY}
      idPrefix="company-invite"
      fields={[
        { name: 'email', label: 'Contact Email', required: true, type: 'email' },
        { name: 'companyName', label: 'Company Name', required: true },
        { name: 'message', label: 'Message (optional)', multiline: true },
      ]}
    />
  );
}
