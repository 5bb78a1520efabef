import { matchPath } from 'react-router-dom';

/** Paths served by the public area; anything else outside the four areas is a 404. */
export const PUBLIC_PATHS = [
  '/',
  '/services',
  '/industries',
  '/about',
  '/careers',
  '/blog',
  '/help',
  '/faq',
  '/contact',
  '/privacy',
  '/terms',
  '/cookies',
  '/profile',
  '/signin',
  '/signup',
  '/forgot-password',
  '/update-password',
  '/invitation/:token',
  '/company-invitation/:token',
  '/employee-invitation/:token',
  '/admin-invitation/:token',
  '/jobs',
  '/jobs/:id',
  '/careers/:slug',
  '/job-alerts/unsubscribe',
  '/confirm-representation',
];

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((pattern) => matchPath({ path: pattern, end: true }, pathname));
}
