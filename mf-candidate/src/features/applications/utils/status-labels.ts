/** How an application status reads to the candidate; unknown values are shown as they are. */
const CANDIDATE_STATUS_LABELS: Record<string, string> = {
  applied: 'Applied',
  reviewing: 'Under Review',
  interview: 'Interview',
  offered: 'Offered',
  hired: 'Hired',
  rejected: 'Not Selected',
};

const STATUS_COLORS: Record<string, string> = {
  applied: 'blue',
  reviewing: 'gold',
  interview: 'purple',
  offered: 'cyan',
  hired: 'green',
  rejected: 'red',
};

export function candidateStatusLabel(status: string | null | undefined): string {
  const value = status ?? '';
  return CANDIDATE_STATUS_LABELS[value.toLowerCase()] ?? value;
}

export function candidateStatusColor(status: string | null | undefined): string {
  return STATUS_COLORS[(status ?? '').toLowerCase()] ?? 'default';
}
