import { isPublicPath } from './public-paths';

describe('public route table', () => {
  it.each([
    '/',
    '/signin',
    '/industries',
    '/admin-invitation/abc',
    '/invitation/xyz',
    '/cookies',
    '/job-alerts/unsubscribe',
    '/confirm-representation',
  ])('serves %s from the public area', (path) => expect(isPublicPath(path)).toBe(true));

  it.each(['/nope', '/signin/extra', '/invitation', '/admin-invitation/a/b'])(
    'treats %s as unknown',
    (path) => expect(isPublicPath(path)).toBe(false),
  );
});
