/** Cache keys of the operator console's user directory; every account change invalidates `all`. */
export const userKeys = {
  all: ['admin-users'] as const,
  list: (filter: object) => [...userKeys.all, 'list', filter] as const,
};
