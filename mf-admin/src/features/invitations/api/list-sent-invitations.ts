import { likePattern } from '@portal/shared';
import {
  getSupabase,
  sentInvitationStatus,
  type SentInvitationStatus,
} from '@portal/shared/supabase';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { invitationKeys } from './keys';

export const INVITATIONS_PAGE_SIZE = 10;

export const INVITATION_STATUSES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const listSentInvitationsInput = z.object({
  status: z.enum(INVITATION_STATUSES).optional(),
  /** Part of the invitee's e-mail, in any case. */
  search: z.string().trim().optional(),
  page: z.number().int().min(1),
});
export type ListSentInvitationsInput = z.input<typeof listSentInvitationsInput>;

const COLUMNS = 'id, email, type, status, expires_at, created_at, accepted_at, company_data';

function selectInvitations() {
  return getSupabase().from('invitations').select(COLUMNS, { count: 'exact' });
}
type InvitationRow = NonNullable<Awaited<ReturnType<typeof selectInvitations>>['data']>[number];

export interface SentInvitation extends Omit<InvitationRow, 'status'> {
  kind: 'Admin' | 'Company';
  /** Who was invited: the administrator's name or the company's. */
  invitee: string;
  status: SentInvitationStatus;
}

function toSent(row: InvitationRow, now: number): SentInvitation {
  const data = (row.company_data ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
  return {
    ...row,
    kind: row.type === 'admin_invitation' ? 'Admin' : 'Company',
    invitee:
      row.type === 'admin_invitation'
        ? `${text('firstName')} ${text('lastName')}`.trim()
        : text('companyName'),
    status: sentInvitationStatus(row, now),
  };
}

/**
 * One page of the platform's admin and company-registration invitations (employee invitations
 * belong to their companies), newest first. Expired is a pending invitation past its expiry.
 */
export async function listSentInvitations(input: ListSentInvitationsInput) {
  const { status, search, page } = listSentInvitationsInput.parse(input);
  const from = (page - 1) * INVITATIONS_PAGE_SIZE;
  const now = new Date();
  let query = selectInvitations().or(
    'type.eq.admin_invitation,and(type.eq.company_invitation,company_id.is.null)',
  );
  if (status === 'expired')
    query = query.eq('status', 'pending').lte('expires_at', now.toISOString());
  else if (status === 'pending')
    query = query.eq('status', 'pending').gt('expires_at', now.toISOString());
  else if (status) query = query.eq('status', status);
  if (search) query = query.ilike('email', likePattern(search));
  const { data, error, count } = await query
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, from + INVITATIONS_PAGE_SIZE - 1);
  if (error) throw new Error(`Failed to load invitations: ${error.message}`);
  return { rows: data.map((row) => toSent(row, now.getTime())), total: count ?? 0 };
}

export const sentInvitationsQuery = (input: ListSentInvitationsInput) =>
  queryOptions({
    queryKey: invitationKeys.list(input),
    queryFn: () => listSentInvitations(input),
    placeholderData: keepPreviousData,
  });

export function useSentInvitationsQuery(input: ListSentInvitationsInput) {
  return useQuery(sentInvitationsQuery(input));
}
