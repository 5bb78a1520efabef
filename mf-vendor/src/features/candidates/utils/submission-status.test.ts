import { submissionStatusColor, submissionStatusLabel } from './submission-status';

describe('submission status', () => {
  it('uses the candidate-side wording and keeps unknown values', () => {
    expect(submissionStatusLabel('applied')).toBe('Applied');
    expect(submissionStatusLabel('reviewing')).toBe('Under Review');
    expect(submissionStatusLabel('rejected')).toBe('Not Selected');
    expect(submissionStatusLabel('on_hold')).toBe('on_hold');
    expect(submissionStatusColor('on_hold')).toBeUndefined();
  });
});
