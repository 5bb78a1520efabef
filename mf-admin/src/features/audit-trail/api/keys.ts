/** Cache keys of the admin audit trail's own data (its pages use the shared audit keys). */
export const auditKeys = {
  all: ['admin-audit-trail'] as const,
  companies: () => [...auditKeys.all, 'companies'] as const,
};
