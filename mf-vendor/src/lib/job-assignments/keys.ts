/** Cache keys of the jobs assigned to a vendor: invalidating `all` refreshes every page of them. */
export const jobAssignmentKeys = {
  all: ['vendor-job-assignments'] as const,
  list: (filter: {
    vendorId: string;
    recruiterId: string | null;
    page: number;
    pageSize: number;
  }) => [...jobAssignmentKeys.all, 'list', filter] as const,
};
