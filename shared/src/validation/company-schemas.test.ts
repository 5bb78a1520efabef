import {
  addCandidateSchema,
  candidateInvitationData,
  companyProfileSchema,
  companyRegistrationSchema,
  employeeInviteSchema,
  EXPIRY_MESSAGE,
  isExpiryAllowed,
  jobFormSchema,
  jobPayload,
  emptyJobForm,
  parseSalary,
  registrationPayload,
  SALARY_ORDER_MESSAGE,
  splitSkills,
  talentVendorInviteSchema,
  todayIso,
  uniqueTrimmed,
  userProfileSchema,
  vendorRegistrationSchema,
  vendorRow,
  type JobFormInput,
} from './company-schemas';

function messages(result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string[] {
  return result.success ? [] : result.error!.issues.map((i) => i.message);
}

describe('edit profile', () => {
  const valid = { name: 'Acme', location: 'Austin', industry: 'Technology' };

  it('requires name, location and industry of at least 2 characters', () => {
    expect(
      messages(companyProfileSchema.safeParse({ name: 'A', location: ' ', industry: 'x' })),
    ).toEqual(['Company name is required', 'Location is required', 'Industry is required']);
    expect(companyProfileSchema.safeParse(valid).success).toBe(true);
  });

  it('accepts empty or valid website and social URLs with their own messages', () => {
    expect(
      companyProfileSchema.safeParse({ ...valid, website: '', linkedin_url: '' }).success,
    ).toBe(true);
    expect(
      messages(
        companyProfileSchema.safeParse({
          ...valid,
          website: 'acme',
          linkedin_url: 'nope',
          twitter_url: 'javascript:alert(1)',
          facebook_url: 'x',
          instagram_url: 'y',
        }),
      ),
    ).toEqual([
      'Please enter a valid URL',
      'Please enter a valid LinkedIn URL',
      'Please enter a valid Twitter URL',
      'Please enter a valid Facebook URL',
      'Please enter a valid Instagram URL',
    ]);
  });
});

describe('registration', () => {
  const base = {
    name: 'Acme',
    industry: 'technology',
    location: 'Austin',
    same_as_registered: false,
  };

  it('uses the registration messages for name, website and contact e-mails', () => {
    const result = companyRegistrationSchema.safeParse({
      ...base,
      name: 'A',
      website: 'acme.com',
      primary_contact_email: 'bad',
      secondary_contact_alt_email: 'worse',
    });
    expect(messages(result)).toEqual([
      'Company name must be at least 2 characters',
      'Must be a valid URL',
      'Must be a valid email',
      'Must be a valid email',
    ]);
  });

  it('sends the operating address blank when it is the registered one', () => {
    const values = companyRegistrationSchema.parse({
      ...base,
      reg_street: '1 Main St',
      op_street: '2 Side St',
      op_city: 'Dallas',
      same_as_registered: true,
    });
    const payload = registrationPayload(values);
    expect(payload.op_street).toBe('');
    expect(payload.op_city).toBe('');
    expect(payload.reg_street).toBe('1 Main St');
    expect(payload.same_as_registered).toBe(true);
    expect(registrationPayload({ ...values, same_as_registered: false }).op_street).toBe(
      '2 Side St',
    );
  });
});

describe('staff user profile', () => {
  it('trims names and requires both', () => {
    expect(
      userProfileSchema.parse({
        first_name: '  Ann ',
        last_name: ' Lee ',
        email: '',
        phone: ' 1 ',
      }),
    ).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
      email: '',
      phone: '1',
    });
    expect(messages(userProfileSchema.safeParse({ first_name: '   ', last_name: 'Lee' }))).toEqual([
      'First name and last name are required',
    ]);
  });
});

describe('employee and talent vendor invitations', () => {
  it('trims values and only allows manager, recruiter and partner recruiter', () => {
    expect(
      employeeInviteSchema.parse({
        email: ' New@Acme.com ',
        firstName: ' Ann ',
        lastName: ' Lee ',
        role: 'recruiter',
      }),
    ).toEqual({ email: 'new@acme.com', firstName: 'Ann', lastName: 'Lee', role: 'recruiter' });
    expect(
      employeeInviteSchema.safeParse({
        email: 'a@b.co',
        firstName: 'A',
        lastName: 'B',
        role: 'company_admin',
      }).success,
    ).toBe(false);
    expect(
      messages(
        employeeInviteSchema.safeParse({
          email: 'x',
          firstName: '',
          lastName: '',
          role: 'manager',
        }),
      ),
    ).toEqual([
      'Please enter a valid email address',
      'First name is required',
      'Last name is required',
    ]);
  });

  it('requires names and an e-mail for a talent vendor; the message is optional', () => {
    expect(
      talentVendorInviteSchema.safeParse({
        first_name: 'V',
        last_name: 'W',
        email: 'v@w.co',
        message: '',
      }).success,
    ).toBe(true);
    expect(
      messages(talentVendorInviteSchema.safeParse({ first_name: '', last_name: '', email: '' })),
    ).toHaveLength(3);
  });
});

describe('add candidate', () => {
  it('reports the three required fields with the spec messages', () => {
    expect(
      messages(
        addCandidateSchema.safeParse({ firstName: '', lastName: '', email: '', skills: [] }),
      ),
    ).toEqual([
      'First name is required',
      'Last name is required',
      'Email is required',
      'Please enter a valid email address',
    ]);
  });

  it('nests the address in the invitation data', () => {
    const values = addCandidateSchema.parse({
      firstName: 'Ana',
      lastName: 'Diaz',
      email: 'Ana@Example.com',
      city: 'Austin',
      zipCode: '78701',
      skills: ['Go'],
    });
    expect(candidateInvitationData(values)).toMatchObject({
      firstName: 'Ana',
      email: 'ana@example.com',
      skills: ['Go'],
      address: { city: 'Austin', zipCode: '78701', street: '' },
    });
  });
});

describe('job form rules', () => {
  const job = (overrides: Partial<JobFormInput> = {}): JobFormInput => ({
    ...emptyJobForm,
    title: 'Engineer',
    description: 'Build things',
    location: 'Austin',
    job_type: 'FULL_TIME',
    ...overrides,
  });

  it('requires title, description, primary location and job type', () => {
    expect(messages(jobFormSchema.safeParse(emptyJobForm))).toEqual([
      'Job title is required',
      'Job description is required',
      'Primary location is required',
      'Job type is required',
    ]);
  });

  it('trims and de-duplicates lists and splits comma-separated skills', () => {
    expect(uniqueTrimmed([' a', 'a ', '', 'b', '  '])).toEqual(['a', 'b']);
    expect(splitSkills('React, TypeScript,,React , ')).toEqual(['React', 'TypeScript']);
    const payload = jobPayload(
      jobFormSchema.parse(
        job({
          locations: [' Remote ', 'Remote', ''],
          requirements: ['Ship', ' Ship '],
          preferred_skills: ['Go', 'Go'],
          skills_required: 'React, CSS',
        }),
      ),
    );
    expect(payload.locations).toEqual(['Remote']);
    expect(payload.requirements).toEqual(['Ship']);
    expect(payload.preferred_skills).toEqual(['Go']);
    expect(payload.skills_required).toEqual(['React', 'CSS']);
  });

  it('parses salaries as integers or null', () => {
    expect(parseSalary('85000.9')).toBe(85000);
    expect(parseSalary('')).toBeNull();
    expect(parseSalary('abc')).toBeNull();
    const payload = jobPayload(jobFormSchema.parse(job({ salary_min: '90000', salary_max: '' })));
    expect(payload.salary_min).toBe(90000);
    expect(payload.salary_max).toBeNull();
    expect(messages(jobFormSchema.safeParse(job({ salary_min: '100', salary_max: '50' })))).toEqual(
      [SALARY_ORDER_MESSAGE],
    );
  });

  it('does not accept an expiry date before today', () => {
    expect(isExpiryAllowed('2026-01-01', '2026-01-02')).toBe(false);
    expect(isExpiryAllowed('2026-01-02', '2026-01-02')).toBe(true);
    expect(isExpiryAllowed('', '2026-01-02')).toBe(true);
    expect(messages(jobFormSchema.safeParse(job({ expires_at: '2000-01-01' })))).toEqual([
      EXPIRY_MESSAGE,
    ]);
    expect(jobFormSchema.safeParse(job({ expires_at: todayIso() })).success).toBe(true);
  });

  it('keeps options only for choice questions and requires question text', () => {
    const values = jobFormSchema.parse(
      job({
        questions: [
          {
            question: ' Pick one ',
            questionType: 'MULTIPLE_CHOICE',
            isRequired: true,
            options: [' A', 'A', 'B '],
          },
          { question: 'Why us?', questionType: 'TEXT', isRequired: false, options: ['ignored'] },
        ],
      }),
    );
    const { questions } = jobPayload(values);
    expect(questions).toEqual([
      {
        question: 'Pick one',
        questionType: 'MULTIPLE_CHOICE',
        isRequired: true,
        options: ['A', 'B'],
      },
      { question: 'Why us?', questionType: 'TEXT', isRequired: false, options: null },
    ]);
    expect(
      messages(
        jobFormSchema.safeParse(
          job({
            questions: [{ question: '  ', questionType: 'TEXT', isRequired: true, options: [] }],
          }),
        ),
      ),
    ).toEqual(['Question text is required']);
  });
});

describe('vendor registration', () => {
  const valid = {
    vendor_name: 'Staffing Co',
    mailing_address: '1 Main St',
    state: 'TX',
    zip: '78701',
    year_established: '2012',
    annual_gross_income: '$1M',
    primary_contact_name: 'Val',
    primary_contact_email: 'val@staffing.co',
  };

  it('requires the eight core fields and checks e-mail inputs', () => {
    expect(messages(vendorRegistrationSchema.safeParse({}))).toHaveLength(8);
    expect(
      messages(
        vendorRegistrationSchema.safeParse({
          ...valid,
          hr_contact_email: 'hr',
          remittance_email: 'r',
        }),
      ),
    ).toEqual(['Please enter a valid email address', 'Please enter a valid email address']);
  });

  it('sends the year as a number and an empty certifying date as null', () => {
    const row = vendorRow(
      vendorRegistrationSchema.parse({ ...valid, certifying_date: '', bank_name: '' }),
    );
    expect(row.year_established).toBe(2012);
    expect(row.certifying_date).toBeNull();
    expect(row.bank_name).toBeNull();
    expect(
      vendorRow(vendorRegistrationSchema.parse({ ...valid, certifying_date: '2026-01-05' }))
        .certifying_date,
    ).toBe('2026-01-05');
  });
});
