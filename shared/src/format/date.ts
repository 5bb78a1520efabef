import dayjs from 'dayjs';

/** Dates are shown like 'Nov 22, 2026' (MMM dd, yyyy). */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('MMM DD, YYYY') : '';
}

export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('MMM DD, YYYY h:mm A') : '';
}
