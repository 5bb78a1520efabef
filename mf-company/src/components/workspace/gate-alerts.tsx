import { paths } from '@portal/shared';
import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router-dom';

/** `incomplete`: the company exists (made at sign-up) but its registration was never filled in. */
export function RegistrationRequiredAlert({ incomplete = false }: { incomplete?: boolean }) {
  const navigate = useNavigate();
  return (
    <Alert
      type="warning"
      showIcon
      title="Company Registration Required"
      description={
        incomplete
          ? 'Your company account is ready, but its registration has not been filled in yet. Register your company so an administrator can review and approve it.'
          : 'Register your company to post jobs, manage candidates and build your team.'
      }
      action={
        <Button type="primary" onClick={() => navigate(paths.company.register)}>
          Register Company
        </Button>
      }
    />
  );
}

export function PendingApprovalAlert() {
  const navigate = useNavigate();
  return (
    <Alert
      type="info"
      showIcon
      title="Pending Approval"
      description="Your company registration is being reviewed by an administrator. Company features become available once it is approved."
      action={
        <Button onClick={() => navigate(paths.company.editRegistration)}>Edit Registration</Button>
      }
    />
  );
}

export function SubscriptionRequiredAlert() {
  return (
    <Alert
      type="warning"
      showIcon
      title="Subscription Required"
      description="Your company does not have an active subscription. Please contact support to choose a plan."
    />
  );
}
