/** 'FULL_TIME' -> 'FULL TIME', 'entry_level' -> 'entry level'. */
export function underscoresToSpaces(value: string | null | undefined): string {
  return (value ?? '').replace(/_/g, ' ');
}

/** 'partner_recruiter' -> 'Partner Recruiter'. */
export function humanize(value: string | null | undefined): string {
  return underscoresToSpaces(value)
    .toLowerCase()
    .replace(/\b\w/g, (letter) => letter.toUpperCase());
}
