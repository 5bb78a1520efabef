/** Cache keys of the signed-in staff member's own profile. */
export const staffProfileKeys = {
  all: ['staff-profile'] as const,
  detail: (userId: string) => [...staffProfileKeys.all, userId] as const,
};
