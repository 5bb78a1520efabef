/**
 * Who reads an application status: a company calls a fresh application "New"; a vendor reads the
 * stage its company lets it see, in the words of a staffing agency ("Submitted", "Offer").
 */
export type StatusReader = 'company' | 'candidate' | 'vendor';

const STATUS_LABELS: Record<string, string> = {
  applied: 'Applied',
  reviewing: 'Under Review',
  interview: 'Interview',
  offered: 'Offered',
  hired: 'Hired',
  accepted: 'Accepted',
  rejected: 'Not Selected',
  withdrawn: 'Withdrawn',
};

const VENDOR_LABELS: Record<string, string> = { applied: 'Submitted', offered: 'Offer' };

const STATUS_COLORS: Record<string, string> = {
  applied: 'blue',
  reviewing: 'gold',
  interview: 'purple',
  offered: 'cyan',
  hired: 'green',
  accepted: 'green',
  rejected: 'red',
  withdrawn: 'default',
};

/** The statuses a company moves an application through, in order. */
export const APPLICATION_ACTIONS = [
  'reviewing',
  'interview',
  'offered',
  'hired',
  'accepted',
  'rejected',
] as const;

/** Every stage of the pipeline, in board order; only the candidate moves one to withdrawn. */
export const PIPELINE_STAGES = ['applied', ...APPLICATION_ACTIONS, 'withdrawn'] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

/** How an application status reads; unknown values are shown as they are. */
export function applicationStatusLabel(
  status: string | null | undefined,
  reader: StatusReader = 'candidate',
): string {
  const value = status ?? '';
  const key = value.toLowerCase();
  if (reader === 'company' && key === 'applied') return 'New';
  if (reader === 'vendor' && key in VENDOR_LABELS) return VENDOR_LABELS[key];
  // Only a company moves an application to accepted; the candidate sees the value as stored.
  if (reader === 'candidate' && key === 'accepted') return value;
  return STATUS_LABELS[key] ?? value;
}

/** The antd tag colour of an application status ('default' for unknown values). */
export function applicationStatusColor(status: string | null | undefined): string {
  return STATUS_COLORS[(status ?? '').toLowerCase()] ?? 'default';
}
