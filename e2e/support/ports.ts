/**
 * End-to-end runs use their own ports so they can run beside `npm start`;
 * E2E_PORT_OFFSET moves the whole set so several runs can share one machine.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const E2E_PORTS = {
  shell: 4100 + offset,
  'mf-public': 4101 + offset,
  'mf-admin': 4102 + offset,
  'mf-company': 4103 + offset,
  'mf-candidate': 4104 + offset,
  'mf-vendor': 4105 + offset,
  api: 55421 + offset,
  db: 55422 + offset,
  mail: 55424 + offset,
  smtp: 55425 + offset,
} as const;
