/** End-to-end runs use their own ports so they can run beside `npm start`. */
export const E2E_PORTS = {
  shell: 4100,
  'mf-public': 4101,
  'mf-admin': 4102,
  'mf-company': 4103,
  'mf-candidate': 4104,
  'mf-vendor': 4105,
  api: 55421,
  db: 55422,
  mail: 55424,
  smtp: 55425,
} as const;
