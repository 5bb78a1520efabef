import { getSupabase } from '@portal/shared/supabase';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

const HEADER = ['Name', 'Email', 'Source', 'Stage', 'Applied', 'Last change'];

/** A CSV field: quoted when needed, and never read as a formula by a spreadsheet. */
export function csvField(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) || text !== (value ?? '') ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A job's applicants as CSV text (name, e-mail, source, stage, applied date, last change). */
export async function exportJobApplicants(jobId: string): Promise<string> {
  const { data, error } = await getSupabase().rpc('export_job_applicants', { p_job_id: z.uuid().parse(jobId) });
  if (error) throw new Error(error.message);
  const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');
  const rows = (data ?? []).map((r) =>
    [r.name, r.email, r.source, r.stage, day(r.applied_at), day(r.last_change)].map(csvField).join(','),
  );
  return [HEADER.join(','), ...rows].join('\r\n') + '\r\n';
}

export function useExportJobApplicantsMutation() {
  return useMutation({ mutationFn: exportJobApplicants, meta: { errorToast: false } });
}
