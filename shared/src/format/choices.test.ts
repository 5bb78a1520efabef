import { INDUSTRY_OPTIONS, industryLabel, workAuthorizationLabel } from './choices';

describe('one list of industries', () => {
  it('holds both forms\' industries under one spelling', () => {
    const labels = INDUSTRY_OPTIONS.map((o) => o.label);
    for (const industry of ['Technology', 'Consulting', 'Hospitality', 'Non-profit', 'Other']) {
      expect(labels).toContain(industry);
    }
    expect(INDUSTRY_OPTIONS.every((o) => o.value === o.label)).toBe(true);
  });

  it('shows values stored in another case with the list\'s label', () => {
    expect(industryLabel('consulting')).toBe('Consulting');
    expect(industryLabel('TECHNOLOGY')).toBe('Technology');
    expect(industryLabel('non-profit')).toBe('Non-profit');
    expect(industryLabel('Space mining')).toBe('Space mining');
    expect(industryLabel(null)).toBe('');
  });
});

describe('work authorization labels', () => {
  it('reads the stored values properly', () => {
    expect(workAuthorizationLabel('us_citizen')).toBe('US Citizen');
    expect(workAuthorizationLabel('green_card')).toBe('Green Card');
    expect(workAuthorizationLabel('h1b')).toBe('H1B');
    expect(workAuthorizationLabel('other')).toBe('Other');
    expect(workAuthorizationLabel('')).toBe('');
  });
});
