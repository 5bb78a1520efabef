/** Cache keys of the work assigned to the signed-in staff member. */
export const assignedWorkKeys = {
  all: ['assigned-work'] as const,
  candidates: (userId: string, page: number, pageSize: number) =>
    [...assignedWorkKeys.all, 'candidates', userId, { page, pageSize }] as const,
};
