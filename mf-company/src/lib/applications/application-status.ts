/** Company-side labels of application statuses; unknown values are shown as they are. */
export const APPLICATION_STATUS_LABELS: Record<string, string> = {
  applied: 'New',
  reviewing: 'Under Review',
  interview: 'Interview',
  offered: 'Offered',
  hired: 'Hired',
  accepted: 'Accepted',
  rejected: 'Not Selected',
};

export const APPLICATION_STATUS_COLORS: Record<string, string> = {
  applied: 'blue',
  reviewing: 'gold',
  interview: 'purple',
  offered: 'cyan',
  hired: 'green',
  accepted: 'green',
  rejected: 'red',
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

export function applicationStatusLabel(status: string): string {
  return APPLICATION_STATUS_LABELS[status] ?? status;
}
