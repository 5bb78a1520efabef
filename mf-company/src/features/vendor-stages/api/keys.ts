/** Cache key of the stages the company lets its vendors see. */
export const vendorStageKeys = {
  all: ['vendor-stages'] as const,
};
