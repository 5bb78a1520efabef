import { useToast } from '@portal/shared';
import { useState } from 'react';
import { messageOf } from '../../app/error-message';
import { updateCompanyApproval } from './update-company-approval';

/** Approve/reject with the specification's toasts; `pending` holds the id being changed. */
export function useCompanyApproval(onChanged: () => void) {
  const toast = useToast();
  const [pending, setPending] = useState<string | null>(null);

  async function decide(companyId: string, approve: boolean) {
    setPending(companyId);
    try {
      await updateCompanyApproval({ companyId, isApproved: approve });
      if (approve) toast.success('Company approved successfully');
      else toast.info('Company rejected');
      onChanged();
    } catch (error) {
      toast.error(`Failed to ${approve ? 'approve' : 'reject'} company: ${messageOf(error)}`);
    } finally {
      setPending(null);
    }
  }

  return {
    pending,
    approve: (companyId: string) => decide(companyId, true),
    reject: (companyId: string) => decide(companyId, false),
  };
}
