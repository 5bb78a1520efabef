import { formatDate, formatExpiryDay } from './date';
import { humanize, underscoresToSpaces } from './labels';
import { likePattern } from './like-pattern';
import { formatSalary } from './salary';

describe('salary display', () => {
  it('follows the four salary rules in whole US dollars', () => {
    expect(formatSalary(null, null)).toBe('Salary not specified');
    expect(formatSalary(80000, 120000)).toBe('$80,000 - $120,000');
    expect(formatSalary(80000, null)).toBe('From $80,000');
    expect(formatSalary(undefined, 95000.6)).toBe('Up to $95,001');
  });
});

describe('dates and labels', () => {
  it('formats dates like MMM dd, yyyy', () => {
    expect(formatDate('2026-03-05T10:00:00')).toBe('Mar 05, 2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('shows a job expiry as the chosen day in every time zone', () => {
    const zone = process.env.TZ;
    try {
      // The server keeps the last moment of the chosen day; first moments come from older rows.
      for (const tz of ['Pacific/Auckland', 'America/Los_Angeles', 'UTC']) {
        process.env.TZ = tz;
        expect(formatExpiryDay('2026-11-30T23:59:59.999999+00:00')).toBe('Nov 30, 2026');
        expect(formatExpiryDay('2026-11-30T00:00:00+00:00')).toBe('Nov 30, 2026');
        expect(formatExpiryDay('2026-11-30')).toBe('Nov 30, 2026');
      }
      expect(formatExpiryDay(null)).toBe('');
    } finally {
      process.env.TZ = zone;
    }
  });

  it('shows underscores as spaces', () => {
    expect(underscoresToSpaces('FULL_TIME')).toBe('FULL TIME');
    expect(humanize('partner_recruiter')).toBe('Partner Recruiter');
  });
});

describe('likePattern', () => {
  it('matches the text anywhere, with % and _ and the escape character taken literally', () => {
    expect(likePattern('engineer')).toBe('%engineer%');
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
