import { getRuntimeConfig } from '@portal/shared';

/** Absolute URL of a portal page, for links the auth service puts into e-mails. */
export function siteUrl(path: string): string {
  let base = window.location.origin;
  try {
    base = getRuntimeConfig().siteUrl || base;
  } catch {
    // Without runtime configuration the page's own origin is the site.
  }
  return `${base.replace(/\/$/, '')}${path}`;
}
