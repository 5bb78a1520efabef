import { checkInvitation, type InvitationRow } from './get-invitation';
import { invitationSignInPath, invitationSignUpPath } from './invitation-links';

const NOW = new Date('2026-11-22T12:00:00Z');

function row(overrides: Partial<InvitationRow>): InvitationRow {
  return {
    id: 'inv-1',
    email: 'invitee@example.com',
    type: 'company_invitation',
    status: 'pending',
    expires_at: '2026-11-29T12:00:00Z',
    company_id: null,
    company_name: null,
    role: null,
    management_terms: null,
    candidate_data: null,
    company_data: { companyName: 'Globex', message: 'Welcome aboard' },
    created_at: '2026-11-22T11:00:00Z',
    ...overrides,
  };
}

const message = (result: ReturnType<typeof checkInvitation>) => (result.ok ? null : result.message);

describe('checkInvitation', () => {
  it('reports a missing, used or wrongly typed invitation as not found', () => {
    expect(message(checkInvitation('company', 't', null, NOW))).toBe(
      'Invitation not found or has expired',
    );
    expect(message(checkInvitation('company', 't', row({ status: 'accepted' }), NOW))).toBe(
      'Invitation not found or has expired',
    );
    expect(message(checkInvitation('admin', 't', row({}), NOW))).toBe(
      'Invitation not found or has expired',
    );
  });

  it('reports an expired invitation', () => {
    expect(
      message(checkInvitation('company', 't', row({ expires_at: '2026-11-22T11:59:59Z' }), NOW)),
    ).toBe('This invitation has expired');
  });

  it('needs company data with a company name for a company invitation', () => {
    expect(message(checkInvitation('company', 't', row({ company_data: null }), NOW))).toBe(
      'Invalid invitation data',
    );
    expect(
      message(checkInvitation('company', 't', row({ company_data: { message: 'hi' } }), NOW)),
    ).toBe('Invalid company data in invitation');
    const valid = checkInvitation('company', 'tok', row({}), NOW);
    expect(valid.ok && valid.invitation).toMatchObject({
      companyName: 'Globex',
      message: 'Welcome aboard',
    });
  });

  it('keeps employee invitations off the company registration page', () => {
    const employee = row({
      company_id: 'c1',
      company_data: { companyName: 'Acme', isEmployeeInvitation: true },
    });
    expect(message(checkInvitation('company', 't', employee, NOW))).toBe(
      'Invitation not found or has expired',
    );
  });

  it('needs the employee flag for an employee invitation', () => {
    expect(message(checkInvitation('employee', 't', row({ company_id: 'c1' }), NOW))).toBe(
      'This is not a valid employee invitation',
    );
    const employee = checkInvitation(
      'employee',
      'tok',
      row({
        company_id: 'c1',
        company_name: 'Acme Corp',
        role: 'recruiter',
        company_data: {
          firstName: 'Rita',
          lastName: 'Ray',
          role: 'recruiter',
          isEmployeeInvitation: true,
        },
      }),
      NOW,
    );
    expect(employee.ok && employee.invitation).toMatchObject({
      companyName: 'Acme Corp',
      firstName: 'Rita',
      lastName: 'Ray',
      staffRole: 'recruiter',
    });
  });

  it('needs first and last name for an admin invitation', () => {
    const admin = (data: unknown) => row({ type: 'admin_invitation', company_data: data });
    expect(message(checkInvitation('admin', 't', admin({ firstName: 'Ada' }), NOW))).toBe(
      'Invalid admin data in invitation',
    );
    expect(message(checkInvitation('admin', 't', admin(null), NOW))).toBe(
      'Invalid admin data in invitation',
    );
    expect(
      checkInvitation('admin', 't', admin({ firstName: 'Ada', lastName: 'Lovelace' }), NOW).ok,
    ).toBe(true);
  });

  it('needs candidate data for a candidate invitation', () => {
    const candidate = (data: unknown) =>
      row({ type: 'candidate', company_data: null, candidate_data: data });
    expect(message(checkInvitation('candidate', 't', candidate(null), NOW))).toBe(
      'Invalid invitation data',
    );
    expect(checkInvitation('candidate', 't', candidate({ firstName: 'Cam' }), NOW).ok).toBe(true);
  });
});

describe('invitation links', () => {
  it('carries the invitation into sign-up and back from sign-in', () => {
    const check = checkInvitation(
      'employee',
      'tok-123',
      row({
        company_id: 'c1',
        role: 'manager',
        company_data: { firstName: 'M', lastName: 'N', isEmployeeInvitation: true },
      }),
      NOW,
    );
    if (!check.ok) throw new Error(check.message);
    const signUp = new URL(invitationSignUpPath(check.invitation), 'http://portal');
    expect(signUp.pathname).toBe('/signup');
    expect(Object.fromEntries(signUp.searchParams)).toEqual({
      invitation: 'tok-123',
      email: 'invitee@example.com',
      role: 'employee',
      employee_role: 'manager',
      companyId: 'c1',
    });
    const signIn = new URL(invitationSignInPath(check.invitation), 'http://portal');
    expect(signIn.searchParams.get('redirect')).toBe('/employee-invitation/tok-123');
    expect(signIn.searchParams.get('email')).toBe('invitee@example.com');
  });
});
