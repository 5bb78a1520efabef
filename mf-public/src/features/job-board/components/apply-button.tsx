import { useAuth } from '@portal/shared';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';

/**
 * 'Apply' leads a visitor through sign-in (or sign-up) and back to the application form; a
 * candidate goes straight there. Company and vendor accounts do not apply.
 */
export function ApplyButton({ jobId }: { jobId: string }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const applyPath = `/candidate/apply/${jobId}`;
  if (auth.user && (auth.role !== 'CANDIDATE' || auth.membership)) return null;
  const to = auth.user ? applyPath : `/signin?redirect=${encodeURIComponent(applyPath)}`;
  return (
    <Button type="primary" size="large" onClick={() => navigate(to)}>
      Apply
    </Button>
  );
}
