import type { ColumnsType } from 'antd/es/table';
import type { Database } from '../database.types';
import { toCsv } from './csv';
import { formatDateTime } from './date';

/** One row of the audit trail as its viewers read it (names joined from the live tables). */
export type AuditEntry = Database['public']['Functions']['list_audit_entries']['Returns'][number];

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'candidate.data_exported': 'Candidate data exported',
  'candidate.erased': 'Candidate erased their account',
  'candidate.anonymised': 'Candidate data anonymised',
  'auth.signed_in': 'Signed in',
  'auth.signed_out': 'Signed out',
  'user.deactivated': 'User deactivated',
  'user.reactivated': 'User reactivated',
  'admin.deactivated_user': 'Administrator deactivated a user',
  'admin.reactivated_user': 'Administrator reactivated a user',
  'user.role_changed': 'Account role changed',
  'employee.added': 'Employee added',
  'employee.role_changed': 'Employee role changed',
  'employee.removed': 'Employee removed',
  'company.approved': 'Company approved',
  'company.approval_revoked': 'Company approval revoked',
  'company.subscription_changed': 'Subscription changed',
  'partnership.created': 'Partnership created',
  'partnership.changed': 'Partnership changed',
  'partnership.removed': 'Partnership removed',
  'admin.invited': 'Administrator invited',
  'candidate.updated': 'Candidate data edited',
  'candidate.document_viewed': 'Candidate document opened',
  'application.stage_changed': 'Application stage changed',
  'job.applicants_exported': 'Job applicants exported',
  'audit.trail_exported': 'Audit trail exported',
  'note.added': 'Note added',
  'note.deleted': 'Note deleted',
  'interview.scheduled': 'Interview scheduled',
  'interview.rescheduled': 'Interview rescheduled',
  'interview.cancelled': 'Interview cancelled',
  'scorecard.submitted': 'Scorecard submitted',
  'scorecard.updated': 'Scorecard updated',
  'ownership.started': 'Candidate ownership began',
  'ownership.credited': 'Submission credited to its owner',
  'ownership.conflict': 'Ownership conflict',
  'ownership.confirmation_requested': 'Representation confirmation requested',
  'ownership.confirmed': 'Candidate confirmed representation',
  'ownership.declined': 'Candidate declined representation',
  'ownership.lapsed': 'Representation request lapsed',
  'ownership.settings_changed': 'Ownership settings changed',
};

/** How an audited action reads; unknown actions are shown as they are. */
export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

/** The details of an entry in a line: `from: recruiter, to: manager`. */
export function auditDetailsText(details: AuditEntry['details']): string {
  if (!details || typeof details !== 'object' || Array.isArray(details)) return '';
  return Object.entries(details)
    .map(
      ([key, value]) =>
        `${key.replaceAll('_', ' ')}: ${Array.isArray(value) ? value.join(', ') : String(value)}`,
    )
    .join('; ');
}

/** The entries as CSV, one line per entry, with the hash so an export can be checked later. */
export function auditEntriesCsv(entries: readonly AuditEntry[]): string {
  const header = [
    'Time (UTC)',
    'Action',
    'Actor',
    'Target',
    'Company',
    'Details',
    'Entry',
    'Chain',
    'Hash',
  ];
  return toCsv(
    header,
    entries.map((e) => [
      e.occurred_at,
      auditActionLabel(e.action),
      e.actor_name,
      e.target_name ?? e.target_id,
      e.company_name,
      auditDetailsText(e.details),
      e.id,
      e.chain,
      e.hash,
    ]),
  );
}

/** The trail's table columns; a company's own view leaves the company column out. */
export function auditTrailColumns(showCompany: boolean): ColumnsType<AuditEntry> {
  return [
    { title: 'Time', dataIndex: 'occurred_at', key: 'time', render: formatDateTime },
    { title: 'Action', dataIndex: 'action', key: 'action', render: auditActionLabel },
    { title: 'Actor', dataIndex: 'actor_name', key: 'actor' },
    { title: 'Target', key: 'target', render: (_, e) => e.target_name ?? e.target_id ?? '—' },
    ...(showCompany
      ? [
          {
            title: 'Company',
            key: 'company',
            render: (_: unknown, e: AuditEntry) => e.company_name ?? 'Platform',
          },
        ]
      : []),
    { title: 'Details', key: 'details', render: (_, e) => auditDetailsText(e.details) || '—' },
  ];
}

/** The versions of the terms and the privacy notice a new account accepts (recorded at sign-up). */
export const LEGAL_VERSIONS = { terms: '2026-11', privacy: '2026-11' } as const;
