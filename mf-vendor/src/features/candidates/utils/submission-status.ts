const LABELS: Record<string, string> = {
  applied: 'Applied',
  reviewing: 'Under Review',
  interview: 'Interview',
  offered: 'Offered',
  hired: 'Hired',
  accepted: 'Accepted',
  rejected: 'Not Selected',
};

const COLORS: Record<string, string> = {
  applied: 'blue',
  reviewing: 'gold',
  interview: 'purple',
  offered: 'cyan',
  hired: 'green',
  accepted: 'green',
  rejected: 'red',
};

/** Status of a submitted candidate as the vendor reads it; unknown values are shown as-is. */
export function submissionStatusLabel(status: string): string {
  return LABELS[status] ?? status;
}

export function submissionStatusColor(status: string): string | undefined {
  return COLORS[status];
}
