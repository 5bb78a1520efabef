import {
  addCandidateSkill,
  candidateApplicationAnswersSchema,
  candidateListPageSchema,
  candidateProfileSchema,
  isAcceptedCandidateDocument,
} from './candidate-schemas';

const validProfile = {
  firstName: ' Jane ',
  lastName: 'Doe',
  email: 'Jane@Example.com',
  phone: '555-0100',
  skills: ['React'],
  gender: 'female',
  workAuthorization: 'us_citizen',
};

describe('candidate profile form', () => {
  it('accepts a filled profile and trims and lowercases the values', () => {
    const result = candidateProfileSchema.parse(validProfile);
    expect(result.firstName).toBe('Jane');
    expect(result.email).toBe('jane@example.com');
  });

  it('requires first name, last name and a valid email with the spec messages', () => {
    const result = candidateProfileSchema.safeParse({
      ...validProfile,
      firstName: ' ',
      lastName: '',
      email: 'nope',
    });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'First name is required',
        'Last name is required',
        'Please enter a valid email address',
      ]),
    );
  });

  it('only allows the listed gender and work-authorization options', () => {
    expect(candidateProfileSchema.safeParse({ ...validProfile, gender: 'other' }).success).toBe(
      false,
    );
    expect(
      candidateProfileSchema.safeParse({ ...validProfile, workAuthorization: 'tourist' }).success,
    ).toBe(false);
    expect(
      candidateProfileSchema.safeParse({ ...validProfile, gender: '', workAuthorization: '' })
        .success,
    ).toBe(true);
  });
});

describe('skills editor', () => {
  it('adds trimmed skills and ignores blanks and duplicates', () => {
    expect(addCandidateSkill(['React'], '  TypeScript ')).toEqual(['React', 'TypeScript']);
    expect(addCandidateSkill(['React'], '   ')).toEqual(['React']);
    expect(addCandidateSkill(['React'], 'react')).toEqual(['React']);
  });
});

describe('application answers', () => {
  const questions = [
    { id: 'q1', question: 'Why us?', is_required: true },
    { id: 'q2', question: 'Anything else?', is_required: false },
  ];

  it('rejects a blank answer to a required question', () => {
    const result = candidateApplicationAnswersSchema(questions).safeParse({ q1: '   ', q2: 'x' });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0].message).toBe('Please answer all required questions');
  });

  it('accepts answers to every required question, optional ones may stay empty', () => {
    expect(candidateApplicationAnswersSchema(questions).safeParse({ q1: 'Because' }).success).toBe(
      true,
    );
  });
});

describe('document types', () => {
  it('accepts resumes as pdf, doc or docx and certificates as pdf or images', () => {
    expect(isAcceptedCandidateDocument('resume', 'cv.DOCX')).toBe(true);
    expect(isAcceptedCandidateDocument('resume', 'cv.png')).toBe(false);
    expect(isAcceptedCandidateDocument('certificate', 'aws.jpeg')).toBe(true);
    expect(isAcceptedCandidateDocument('certificate', 'aws.doc')).toBe(false);
  });
});

describe('list paging', () => {
  it('accepts whole page numbers and page sizes up to 50', () => {
    expect(candidateListPageSchema.parse({ page: 3, pageSize: 50 })).toEqual({
      page: 3,
      pageSize: 50,
    });
  });

  it('refuses page 0, fractions and oversized pages with the messages the server uses', () => {
    const message = (input: unknown) =>
      candidateListPageSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ page: 0, pageSize: 10 })).toBe('page must be a whole number of at least 1');
    expect(message({ page: 1, pageSize: 51 })).toBe('pageSize must be a whole number from 1 to 50');
    expect(candidateListPageSchema.safeParse({ page: 1.5, pageSize: 10 }).success).toBe(false);
  });
});
