/** Cache key of the signed-in user's vendor membership. */
export const membershipKeys = {
  all: ['vendor-membership'] as const,
  detail: (userId: string) => [...membershipKeys.all, userId] as const,
};
