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

/**
 * A job's expiry day, which the server keeps as a UTC calendar day: the date is read in UTC so a
 * browser east or west of UTC shows the day that was chosen, not its neighbour.
 */
export function formatExpiryDay(value: string | null | undefined): string {
  if (!value) return '';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  return dayjs(
    new Date(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()),
  ).format('MMM DD, YYYY');
}
