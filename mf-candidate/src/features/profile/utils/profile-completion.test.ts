import { completionColor, isProfileComplete, profileCompletion } from './profile-completion';

const complete = {
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.com',
  phone: '555-0100',
  title: 'Engineer',
  bio: 'Builds things',
  skills: ['React'],
  gender: 'female',
  work_authorization: 'us_citizen',
  street: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zip_code: '73301',
  country: 'USA',
  resume_url: 'https://files.example.com/cv.pdf',
};

describe('profile completion', () => {
  it('is 100 for all 15 items and 0 for nothing', () => {
    expect(profileCompletion(complete)).toBe(100);
    expect(profileCompletion({})).toBe(0);
    expect(profileCompletion(null)).toBe(0);
  });

  it('counts the resume and the skills as one item each, rounded to the nearest ten', () => {
    // 14 of 15 = 93.3 -> 90
    expect(profileCompletion({ ...complete, resume_url: null })).toBe(90);
    // 13 of 15 = 86.7 -> 90; 12 of 15 = 80
    expect(profileCompletion({ ...complete, resume_url: null, skills: [] })).toBe(90);
    expect(profileCompletion({ ...complete, resume_url: null, skills: [], bio: '  ' })).toBe(80);
  });

  it('gives a new account with only a first name and email 10 percent', () => {
    // 2 of 15 = 13.3 -> 10; 3 of 15 = 20
    expect(
      profileCompletion({
        first_name: 'jane',
        last_name: '',
        email: 'jane@example.com',
        skills: [],
      }),
    ).toBe(10);
    expect(
      profileCompletion({ first_name: 'jane', last_name: 'Doe', email: 'jane@example.com' }),
    ).toBe(20);
  });

  it('calls a profile complete from 80 percent', () => {
    expect(isProfileComplete(80)).toBe(true);
    expect(isProfileComplete(70)).toBe(false);
  });

  it('colours the bar amber below 50, blue below 80 and green otherwise', () => {
    expect(completionColor(40)).toBe('#f59e0b');
    expect(completionColor(50)).toBe('#2563eb');
    expect(completionColor(70)).toBe('#2563eb');
    expect(completionColor(80)).toBe('#16a34a');
  });
});
