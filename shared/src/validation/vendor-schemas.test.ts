import {
  vendorCandidateSchema,
  vendorRecruiterInviteSchema,
  vendorSubmissionSchema,
} from './vendor-schemas';

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('vendor recruiter invitation', () => {
  it('requires every field with one message', () => {
    const result = vendorRecruiterInviteSchema.safeParse({ firstName: ' ', lastName: '', email: '' });
    expect(result.success).toBe(false);
    expect(messages(result)).toEqual({
      firstName: 'Please fill in all fields',
      lastName: 'Please fill in all fields',
      email: 'Please fill in all fields',
    });
  });

  it('rejects a malformed e-mail and normalises a good one', () => {
    const bad = vendorRecruiterInviteSchema.safeParse({ firstName: 'Ann', lastName: 'Lee', email: 'ann@' });
    expect(messages(bad)).toEqual({ email: 'Please enter a valid email address' });
    const good = vendorRecruiterInviteSchema.parse({ firstName: ' Ann ', lastName: 'Lee ', email: ' Ann@Example.com ' });
    expect(good).toEqual({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' });
  });
});

describe('vendor candidate', () => {
  it('uses the add-candidate messages for the required fields', () => {
    const result = vendorCandidateSchema.safeParse({ firstName: '', lastName: '', email: '', skills: [] });
    expect(messages(result)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
    });
  });

  it('accepts a candidate with optional fields left empty', () => {
    const result = vendorCandidateSchema.parse({
      firstName: 'Maya',
      lastName: 'Chen',
      email: 'Maya@Example.com',
      phone: '',
      title: ' Engineer ',
      skills: ['Go'],
    });
    expect(result).toMatchObject({ email: 'maya@example.com', title: 'Engineer', skills: ['Go'] });
  });
});

describe('vendor submission', () => {
  it('needs a job', () => {
    expect(messages(vendorSubmissionSchema.safeParse({ jobId: '' }))).toEqual({ jobId: 'Please select a job' });
  });
});
