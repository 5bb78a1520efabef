import { applicationStatusColor, applicationStatusLabel } from './application-status';
import { messageOf, UNEXPECTED_ERROR } from './message-of';

describe('messageOf', () => {
  it('reads errors, PostgREST error objects and strings', () => {
    expect(messageOf(new Error('boom'))).toBe('boom');
    expect(messageOf({ message: 'permission denied for table jobs', code: '42501' })).toBe(
      'permission denied for table jobs',
    );
    expect(messageOf('plain words')).toBe('plain words');
  });

  it('falls back to the generic message for anything without words', () => {
    expect(messageOf(undefined)).toBe(UNEXPECTED_ERROR);
    expect(messageOf({ code: 500 })).toBe(UNEXPECTED_ERROR);
    expect(messageOf(new Error(''))).toBe(UNEXPECTED_ERROR);
  });
});

describe('application status labels', () => {
  it('read "New" to a company, "Applied" to candidates and "Submitted" to vendors', () => {
    expect(applicationStatusLabel('applied', 'company')).toBe('New');
    expect(applicationStatusLabel('applied', 'candidate')).toBe('Applied');
    expect(applicationStatusLabel('APPLIED', 'vendor')).toBe('Submitted');
    expect(applicationStatusLabel('offered', 'vendor')).toBe('Offer');
    expect(applicationStatusLabel('offered', 'candidate')).toBe('Offered');
    expect(applicationStatusLabel('rejected')).toBe('Not Selected');
    expect(applicationStatusLabel('withdrawn')).toBe('Withdrawn');
    expect(applicationStatusLabel('on_hold')).toBe('on_hold');
    expect(applicationStatusColor('hired')).toBe('green');
    expect(applicationStatusColor('withdrawn')).toBe('default');
  });
});
