import { invokeFunction } from '../../app/invoke-function';

export interface UpdateCompanyApprovalInput {
  companyId: string;
  isApproved: boolean;
}

/** Approve (true) or reject (false); only platform administrators are accepted by the function. */
export async function updateCompanyApproval({
  companyId,
  isApproved,
}: UpdateCompanyApprovalInput): Promise<void> {
  await invokeFunction('update-company-approval-direct', { companyId, isApproved });
}
