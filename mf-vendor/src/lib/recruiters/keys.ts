/** Cache keys of the vendor's recruiters: invalidating `all` refreshes every list of them. */
export const recruiterKeys = {
  all: ['vendor-recruiters'] as const,
  list: (vendorId: string) => [...recruiterKeys.all, 'list', vendorId] as const,
};
