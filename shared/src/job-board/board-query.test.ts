import {
  boardPath,
  boardSearchParams,
  jobLocations,
  parseBoardQuery,
  searchArguments,
} from './board-query.cjs';

describe('the job board URL', () => {
  it('reads every filter the board knows', () => {
    const { filters, errors, ignored } = parseBoardQuery(
      new URLSearchParams(
        'q=react&location=Austin&remote=true&type=CONTRACT&level=lead&min_salary=90000&sort=salary&page=3',
      ),
    );
    expect(errors).toEqual([]);
    expect(ignored).toEqual([]);
    expect(filters).toEqual({
      q: 'react',
      location: 'Austin',
      remote: true,
      type: 'CONTRACT',
      level: 'lead',
      min_salary: 90000,
      sort: 'salary',
      page: 3,
    });
  });

  it('names each value it cannot use and each parameter it does not know', () => {
    const { errors, ignored } = parseBoardQuery(
      new URLSearchParams(
        'type=PIRATE&level=guru&min_salary=-5&sort=random&page=99999999&remote=maybe&utm_source=x',
      ),
    );
    expect(errors).toEqual([
      'Unknown job type: PIRATE',
      'Unknown experience level: guru',
      'Minimum salary must be a whole number of dollars',
      'Unknown sort: random',
      'Page must be a number from 1 to 10000',
      'Unknown remote filter: maybe',
    ]);
    expect(ignored).toEqual(['utm_source']);
  });

  it('writes defaults out of the address so one search has one URL', () => {
    expect(boardSearchParams({ q: 'go', sort: 'newest', page: 1 }).toString()).toBe('q=go');
    expect(boardSearchParams({ remote: false, sort: 'salary', page: 2 }).toString()).toBe(
      'remote=false&sort=salary&page=2',
    );
  });

  it('lists the primary location first, then the others once', () => {
    expect(jobLocations({ location: 'Remote', locations: ['Austin, TX', 'Remote'] })).toEqual([
      'Remote',
      'Austin, TX',
    ]);
  });

  it('gives the board page and the server one address and one search for the same URL', () => {
    const { filters } = parseBoardQuery(new URLSearchParams('page=2&q=react&remote=false&x=1'));
    expect(boardPath(filters)).toBe('/jobs?q=react&remote=false&page=2');
    expect(boardPath({ sort: 'newest', page: 1 })).toBe('/jobs');
    expect(searchArguments(filters)).toEqual({
      p_query: 'react',
      p_location: undefined,
      p_remote: false,
      p_job_type: undefined,
      p_experience_level: undefined,
      p_min_salary: undefined,
      p_sort: 'newest',
      p_page: 2,
      p_page_size: 20,
    });
  });
});
