import { applicationStatusColor, applicationStatusLabel } from './application-status';

describe('application status labels', () => {
  it('shows each known status with the candidate wording', () => {
    expect(applicationStatusLabel('applied')).toBe('Applied');
    expect(applicationStatusLabel('reviewing')).toBe('Under Review');
    expect(applicationStatusLabel('interview')).toBe('Interview');
    expect(applicationStatusLabel('offered')).toBe('Offered');
    expect(applicationStatusLabel('hired')).toBe('Hired');
    expect(applicationStatusLabel('rejected')).toBe('Not Selected');
  });

  it('calls a fresh application New and knows accepted on the company side only', () => {
    expect(applicationStatusLabel('applied', 'company')).toBe('New');
    expect(applicationStatusLabel('accepted', 'company')).toBe('Accepted');
    expect(applicationStatusLabel('accepted', 'candidate')).toBe('accepted');
  });

  it('gives vendors the agency wording for the stages they see', () => {
    expect(applicationStatusLabel('applied', 'vendor')).toBe('Submitted');
    expect(applicationStatusLabel('offered', 'vendor')).toBe('Offer');
    expect(applicationStatusLabel('interview', 'vendor')).toBe('Interview');
    expect(applicationStatusLabel('rejected', 'vendor')).toBe('Not Selected');
  });

  it('is case-insensitive and shows unknown values as they are', () => {
    expect(applicationStatusLabel('APPLIED')).toBe('Applied');
    expect(applicationStatusLabel('on_hold')).toBe('on_hold');
    expect(applicationStatusColor('REJECTED')).toBe('red');
    expect(applicationStatusColor('on_hold')).toBe('default');
  });
});
