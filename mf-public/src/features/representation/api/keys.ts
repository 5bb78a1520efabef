/** Cache keys of the signed-out representation confirmation page. */
export const representationKeys = {
  request: (token: string) => ['representation-request', token] as const,
};
