import { emailSchema, optionalHttpUrl, safeHref } from './common';

describe('common validation', () => {
  it('trims and lowercases e-mail addresses and explains bad ones', () => {
    expect(emailSchema.parse('  Jane@Example.COM ')).toBe('jane@example.com');
    const result = emailSchema.safeParse('not-an-email');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Please enter a valid email address');
  });

  it('accepts only empty or http(s) URLs', () => {
    const schema = optionalHttpUrl('Please enter a valid URL');
    expect(schema.safeParse('').success).toBe(true);
    expect(schema.safeParse('https://acme.example').success).toBe(true);
    expect(schema.safeParse('javascript:alert(1)').success).toBe(false);
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('https://acme.example/jobs')).toBe('https://acme.example/jobs');
  });
});
