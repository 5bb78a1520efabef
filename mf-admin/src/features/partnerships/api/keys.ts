/** Cache key of the partnerships page's data (partnerships and the companies they join). */
export const partnershipKeys = {
  all: ['admin-partnerships'] as const,
};
