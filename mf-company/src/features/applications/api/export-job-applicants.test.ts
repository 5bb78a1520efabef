import { csvField } from './export-job-applicants';

describe('CSV fields of the applicant export', () => {
  it('leaves plain text alone and quotes commas, quotes and line breaks', () => {
    expect(csvField('Jordan Lee')).toBe('Jordan Lee');
    expect(csvField('Lee, Jordan')).toBe('"Lee, Jordan"');
    expect(csvField('Jordan "JL" Lee')).toBe('"Jordan ""JL"" Lee"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
  });

  it('never lets a spreadsheet read a name as a formula', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+1 415')).toBe('"\'+1 415"');
  });
});
