import { useSearchParams } from 'react-router-dom';
import { SignUpPage } from '../../features/auth/components/sign-up-page';
import { VendorInvitationPage } from '../../features/vendor-invitation/components/vendor-invitation-page';

/** /signup, or its talent-vendor form when the link carries a vendor invitation. */
export function SignUpRoute() {
  const [params] = useSearchParams();
  const token = params.get('vendor_invitation')?.trim();
  return token ? <VendorInvitationPage token={token} /> : <SignUpPage />;
}
