export interface CompanyInvitationNotification {
  id: string;
  user_id: string;
  type: string;
  title: string;
  message: string | null;
  is_read: boolean;
  created_at: string;
  data: { company_id?: string; company_name?: string; management_terms?: string | null } | null;
}
