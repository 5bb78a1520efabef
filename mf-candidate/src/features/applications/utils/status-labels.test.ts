import { candidateStatusLabel } from './status-labels';

describe('candidate-side application status labels', () => {
  it('shows each known status with the candidate wording', () => {
    expect(candidateStatusLabel('applied')).toBe('Applied');
    expect(candidateStatusLabel('reviewing')).toBe('Under Review');
    expect(candidateStatusLabel('interview')).toBe('Interview');
    expect(candidateStatusLabel('offered')).toBe('Offered');
    expect(candidateStatusLabel('hired')).toBe('Hired');
    expect(candidateStatusLabel('rejected')).toBe('Not Selected');
  });

  it('is case-insensitive and shows unknown values as they are', () => {
    expect(candidateStatusLabel('APPLIED')).toBe('Applied');
    expect(candidateStatusLabel('accepted')).toBe('accepted');
    expect(candidateStatusLabel('on_hold')).toBe('on_hold');
  });
});
