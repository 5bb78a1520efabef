import {
  adminCompanyInvitationSchema,
  adminInvitationSchema,
  adminSubscriptionSchema,
  partnershipSchema,
  subscriptionUpdateBlocker,
} from './admin-schemas';

function messages(result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string[] {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('admin invitation', () => {
  it('needs a valid e-mail and first and last names of at least 2 characters', () => {
    const result = adminInvitationSchema.safeParse({
      email: 'nope',
      firstName: 'A',
      lastName: ' B ',
    });
    expect(messages(result)).toEqual([
      'Please enter a valid email address',
      'First name must be at least 2 characters',
      'Last name must be at least 2 characters',
    ]);
  });

  it('trims the values, lowercases the e-mail and keeps the message optional', () => {
    const parsed = adminInvitationSchema.parse({
      email: ' New.Admin@Example.com ',
      firstName: ' Ada ',
      lastName: 'Lovelace',
    });
    expect(parsed).toEqual({
      email: 'new.admin@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
  });
});

describe('company invitation', () => {
  it('needs a valid contact e-mail and a company name of at least 2 characters', () => {
    const result = adminCompanyInvitationSchema.safeParse({
      email: 'x@',
      companyName: ' Z ',
      message: '',
    });
    expect(messages(result)).toEqual([
      'Please enter a valid email address',
      'Company name must be at least 2 characters',
    ]);
    expect(
      adminCompanyInvitationSchema.safeParse({ email: 'ceo@globex.example', companyName: 'Globex' })
        .success,
    ).toBe(true);
  });
});

describe('subscription update', () => {
  it('asks for a tier when none is chosen and accepts only the five tiers', () => {
    expect(messages(adminSubscriptionSchema.safeParse({}))).toEqual([
      'Please select a subscription tier',
    ]);
    expect(messages(adminSubscriptionSchema.safeParse({ tier: 'gold' }))).toEqual([
      'Please select a subscription tier',
    ]);
    for (const tier of ['none', 'free_trial', 'basic', 'intermediate', 'pro']) {
      expect(adminSubscriptionSchema.safeParse({ tier, expiresAt: null }).success).toBe(true);
    }
  });

  it('blocks Update while saving, with nothing selected or when the tier is the current one', () => {
    expect(subscriptionUpdateBlocker('pro', 'basic', true)).toBe('saving');
    expect(subscriptionUpdateBlocker(null, 'basic', false)).toBe('nothing-selected');
    expect(subscriptionUpdateBlocker('basic', 'basic', false)).toBe('same-tier');
    expect(subscriptionUpdateBlocker('pro', 'basic', false)).toBeNull();
    expect(subscriptionUpdateBlocker('none', null, false)).toBeNull();
  });
});

describe('partnership', () => {
  const base = { canShareJobs: true, canShareCandidates: false };

  it('needs both companies', () => {
    expect(
      messages(partnershipSchema().safeParse({ ...base, companyAId: 'a', companyBId: null })),
    ).toEqual(['Please select both companies']);
    expect(messages(partnershipSchema().safeParse({ ...base }))).toEqual([
      'Please select both companies',
    ]);
  });

  it('refuses a company partnering with itself', () => {
    expect(
      messages(partnershipSchema().safeParse({ ...base, companyAId: 'a', companyBId: 'a' })),
    ).toEqual(['A company cannot partner with itself']);
  });

  it('refuses an existing pair in either order', () => {
    const schema = partnershipSchema([{ company_a_id: 'a', company_b_id: 'b' }]);
    const duplicate = ['Partnership already exists between these companies'];
    expect(messages(schema.safeParse({ ...base, companyAId: 'a', companyBId: 'b' }))).toEqual(
      duplicate,
    );
    expect(messages(schema.safeParse({ ...base, companyAId: 'b', companyBId: 'a' }))).toEqual(
      duplicate,
    );
    expect(schema.safeParse({ ...base, companyAId: 'a', companyBId: 'c' }).success).toBe(true);
  });
});
