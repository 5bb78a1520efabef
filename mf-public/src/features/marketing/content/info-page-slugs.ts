/** The footer pages' addresses; their texts load with the page that shows them. */
export const INFO_PAGE_SLUGS = [
  'about',
  'careers',
  'blog',
  'help',
  'faq',
  'contact',
  'privacy',
  'terms',
  'cookies',
] as const;

export type InfoPageSlug = (typeof INFO_PAGE_SLUGS)[number];
