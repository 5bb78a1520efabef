import { getSupabase } from '@portal/shared/supabase';
import { z } from 'zod';

/** The four invitation landing pages. */
export type InvitationKind = 'candidate' | 'company' | 'employee' | 'admin';

export const INVITATION_NOT_FOUND = 'Invitation not found or has expired';
export const INVITATION_EXPIRED = 'This invitation has expired';
export const INVITATION_LOAD_FAILED = 'Failed to load invitation';
export const INVALID_INVITATION_DATA = 'Invalid invitation data';
export const INVALID_COMPANY_DATA = 'Invalid company data in invitation';
export const NOT_EMPLOYEE_INVITATION = 'This is not a valid employee invitation';
export const INVALID_ADMIN_DATA = 'Invalid admin data in invitation';

export const getInvitationInput = z.object({ token: z.string().trim().min(1) });

/** Row returned by the get_invitation_by_token procedure (pending invitations only). */
export interface InvitationRow {
  id: string;
  email: string;
  type: string;
  status: string;
  expires_at: string;
  company_id: string | null;
  company_name: string | null;
  role: string | null;
  management_terms: string | null;
  candidate_data: unknown;
  company_data: unknown;
  created_at: string;
}

export interface Invitation {
  kind: InvitationKind;
  token: string;
  email: string;
  expiresAt: string;
  companyId: string | null;
  companyName: string | null;
  firstName: string;
  lastName: string;
  /** Staff role of an employee invitation (manager, recruiter, partner_recruiter). */
  staffRole: string | null;
  message: string;
  managementTerms: string | null;
}

export type InvitationCheck = { ok: true; invitation: Invitation } | { ok: false; message: string };

const TYPES: Record<InvitationKind, string[]> = {
  candidate: ['candidate'],
  company: ['company_invitation'],
  employee: ['company_invitation', 'employee_invitation'],
  admin: ['admin_invitation'],
};

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function isEmployee(row: InvitationRow, data: Record<string, unknown> | null): boolean {
  return (
    row.type === 'employee_invitation' ||
    data?.isEmployeeInvitation === true ||
    data?.isEmployeeInvitation === 'true'
  );
}

/** The validity rules of an invitation link, in the order a visitor's link is judged. */
export function checkInvitation(
  kind: InvitationKind,
  token: string,
  row: InvitationRow | null | undefined,
  now: Date = new Date(),
): InvitationCheck {
  if (!row || row.status !== 'pending' || !TYPES[kind].includes(row.type)) {
    return { ok: false, message: INVITATION_NOT_FOUND };
  }
  if (new Date(row.expires_at).getTime() <= now.getTime())
    return { ok: false, message: INVITATION_EXPIRED };

  const companyData = record(row.company_data);
  const candidateData = record(row.candidate_data);
  const base = {
    kind,
    token,
    email: row.email,
    expiresAt: row.expires_at,
    companyId: row.company_id,
    companyName: row.company_name,
    firstName: '',
    lastName: '',
    staffRole: null,
    message: text(companyData?.message),
    managementTerms: row.management_terms,
  };

  switch (kind) {
    case 'company': {
      if (!companyData) return { ok: false, message: INVALID_INVITATION_DATA };
      // An employee invitation shares the type but is not a company registration.
      if (isEmployee(row, companyData)) return { ok: false, message: INVITATION_NOT_FOUND };
      const companyName = text(companyData.companyName);
      if (!companyName) return { ok: false, message: INVALID_COMPANY_DATA };
      return { ok: true, invitation: { ...base, companyName } };
    }
    case 'employee': {
      if (!companyData) return { ok: false, message: INVALID_INVITATION_DATA };
      if (!isEmployee(row, companyData) || !row.company_id)
        return { ok: false, message: NOT_EMPLOYEE_INVITATION };
      return {
        ok: true,
        invitation: {
          ...base,
          companyName: row.company_name ?? (text(companyData.companyName) || null),
          firstName: text(companyData.firstName),
          lastName: text(companyData.lastName),
          staffRole: (row.role ?? text(companyData.role)).toLowerCase() || null,
        },
      };
    }
    case 'admin': {
      const firstName = text(companyData?.firstName);
      const lastName = text(companyData?.lastName);
      if (!firstName || !lastName) return { ok: false, message: INVALID_ADMIN_DATA };
      return { ok: true, invitation: { ...base, firstName, lastName } };
    }
    case 'candidate': {
      if (!candidateData) return { ok: false, message: INVALID_INVITATION_DATA };
      return {
        ok: true,
        invitation: {
          ...base,
          firstName: text(candidateData.firstName),
          lastName: text(candidateData.lastName),
          message: text(candidateData.message),
        },
      };
    }
  }
}

/** Loads the invitation behind a landing-page token and judges it; a load failure is an invalid state too. */
export async function getInvitation(kind: InvitationKind, token: string): Promise<InvitationCheck> {
  const parsed = getInvitationInput.safeParse({ token });
  if (!parsed.success) return { ok: false, message: INVITATION_NOT_FOUND };
  try {
    const { data, error } = await getSupabase().rpc('get_invitation_by_token', {
      p_token: parsed.data.token,
    });
    if (error) return { ok: false, message: INVITATION_LOAD_FAILED };
    const row = (Array.isArray(data) ? data[0] : data) as InvitationRow | null;
    return checkInvitation(kind, parsed.data.token, row);
  } catch {
    return { ok: false, message: INVITATION_LOAD_FAILED };
  }
}
