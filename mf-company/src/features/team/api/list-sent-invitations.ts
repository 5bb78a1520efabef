import { likePattern } from '@portal/shared';
import {
  getSupabase,
  sentInvitationStatus,
  type SentInvitationStatus,
} from '@portal/shared/supabase';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { sentInvitationKeys } from './keys';

export const SENT_INVITATIONS_PAGE_SIZE = 10;

export const listSentInvitationsInput = z.object({
  companyId: z.string().min(1),
  /** Part of the invitee's e-mail, in any case. */
  search: z.string().trim().optional(),
  page: z.number().int().min(1),
});
export type ListSentInvitationsInput = z.input<typeof listSentInvitationsInput>;

const COLUMNS =
  'id, email, type, status, role, expires_at, created_at, company_data, candidate_data';

function selectInvitations() {
  return getSupabase().from('invitations').select(COLUMNS, { count: 'exact' });
}
type InvitationRow = NonNullable<Awaited<ReturnType<typeof selectInvitations>>['data']>[number];

const ROLE_LABELS: Record<string, string> = {
  manager: 'Manager',
  recruiter: 'Recruiter',
  partner_recruiter: 'Partner Recruiter',
};

export interface CompanySentInvitation {
  id: string;
  email: string;
  /** 'Candidate' or the employee role offered. */
  kind: string;
  invitee: string;
  created_at: string;
  expires_at: string;
  status: SentInvitationStatus;
}

function toSent(row: InvitationRow, now: number): CompanySentInvitation {
  const data = { ...(row.company_data as object), ...(row.candidate_data as object) } as Record<
    string,
    unknown
  >;
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
  return {
    id: row.id,
    email: row.email,
    kind: row.type === 'candidate' ? 'Candidate' : (ROLE_LABELS[row.role ?? ''] ?? 'Employee'),
    invitee: `${text('firstName')} ${text('lastName')}`.trim(),
    created_at: row.created_at,
    expires_at: row.expires_at,
    status: sentInvitationStatus(row, now),
  };
}

/**
 * One page of the company's employee and candidate invitations, newest first. Row-level security
 * shows company admins, subscription admins and managers all of them.
 */
export async function listSentInvitations(input: ListSentInvitationsInput) {
  const { companyId, search, page } = listSentInvitationsInput.parse(input);
  const from = (page - 1) * SENT_INVITATIONS_PAGE_SIZE;
  let query = selectInvitations().eq('company_id', companyId);
  if (search) query = query.ilike('email', likePattern(search));
  const { data, error, count } = await query
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, from + SENT_INVITATIONS_PAGE_SIZE - 1);
  if (error) throw new Error(`Failed to load invitations: ${error.message}`);
  const now = Date.now();
  return { rows: data.map((row) => toSent(row, now)), total: count ?? 0 };
}

export const sentInvitationsQuery = (input: ListSentInvitationsInput) =>
  queryOptions({
    queryKey: sentInvitationKeys.list(input),
    queryFn: () => listSentInvitations(input),
    placeholderData: keepPreviousData,
  });

export function useSentInvitationsQuery(input: ListSentInvitationsInput) {
  return useQuery(sentInvitationsQuery(input));
}
