/** Profile fields a candidate must fill in before applying, with the labels shown to them. */
export const REQUIRED_PROFILE_FIELDS: Record<string, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone',
};

export function missingProfileFields(candidate: Record<string, unknown> | null): string[] {
  return Object.entries(REQUIRED_PROFILE_FIELDS)
    .filter(([field]) => {
      const value = candidate?.[field];
      return typeof value !== 'string' || value.trim() === '';
    })
    .map(([, label]) => label);
}
