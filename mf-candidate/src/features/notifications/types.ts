import type { Tables } from '@portal/shared';

/** What a company-invitation notice carries in its `data`. */
export interface CompanyInvitationData {
  company_id?: string;
  company_name?: string;
  management_terms?: string | null;
}

export type CompanyInvitationNotification = Omit<
  Pick<
    Tables<'notifications'>,
    'id' | 'user_id' | 'type' | 'title' | 'message' | 'is_read' | 'created_at' | 'data'
  >,
  'data'
> & { data: CompanyInvitationData | null };
