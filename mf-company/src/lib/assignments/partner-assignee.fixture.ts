// Test data: a job and a candidate held by a partner recruiter, outside the assignable staff.
import { fakeApi, type ApiRequest } from '@portal/shared/testing';

export const COMPANY_ID = 'c0000000-0000-4000-8000-000000000001';
export const MANAGER = 'a0000000-0000-4000-8000-000000000003';
export const PARTNER = 'a0000000-0000-4000-8000-000000000005';
const JOB = 'f0000000-0000-4000-8000-000000000006';
const CANDIDATE = 'd0000000-0000-4000-8000-000000000004';

const member = (userId: string, first: string, last: string, role: string) => ({
  id: userId.replace('a0', 'b0'),
  user_id: userId,
  first_name: first,
  last_name: last,
  email: `${first.toLowerCase()}@acme.test`,
  role,
  manager_id: null,
});

/** A job and a candidate assigned to a partner recruiter, who is not among the assignable staff. */
export function answerPartnerAssignments(): ApiRequest[] {
  return fakeApi(({ path, params }) => {
    switch (path) {
      case '/rest/v1/jobs':
        return {
          body: [
            {
              id: JOB,
              company_id: COMPANY_ID,
              created_by: MANAGER,
              title: 'DevOps Engineer',
              status: 'published',
              created_at: '2026-11-01T10:00:00Z',
            },
          ],
          count: 1,
        };
      case '/rest/v1/job_assignments':
        return { body: [{ job_id: JOB, assigned_to_user_id: PARTNER }] };
      case '/rest/v1/candidates':
        return {
          body: [
            {
              id: CANDIDATE,
              user_id: null,
              first_name: 'Jordan',
              last_name: 'Lee',
              email: 'jordan@example.net',
              title: 'QA Analyst',
              skills: ['Cypress'],
              created_at: '2026-11-01T10:00:00Z',
            },
          ],
          count: 1,
        };
      case '/rest/v1/candidate_assignments':
        return { body: [{ candidate_id: CANDIDATE, assigned_to_user_id: PARTNER }] };
      case '/rest/v1/company_users':
        // The assignable staff (managers and recruiters), then the assignees outside that list.
        return params.get('role')
          ? { body: [member(MANAGER, 'Marcus', 'Manager', 'manager')] }
          : { body: [member(PARTNER, 'Pat', 'Partner', 'partner_recruiter')] };
      default:
        return undefined;
    }
  });
}
