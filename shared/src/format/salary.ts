// Created on first use: building a currency formatter loads locale data, which took tens of
// milliseconds of the first page's start-up on a phone although no public page shows a salary.
let usd: Intl.NumberFormat | null = null;

export function formatUsd(amount: number): string {
  usd ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  return usd.format(amount);
}

function present(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Salary display rule of the spec: range, 'From', 'Up to' or 'Salary not specified'. */
export function formatSalary(min: number | null | undefined, max: number | null | undefined): string {
  if (present(min) && present(max)) return `${formatUsd(min)} - ${formatUsd(max)}`;
  if (present(min)) return `From ${formatUsd(min)}`;
  if (present(max)) return `Up to ${formatUsd(max)}`;
  return 'Salary not specified';
}
