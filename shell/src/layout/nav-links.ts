export const HEADER_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/industries', label: 'Industries' },
  { to: '/services', label: 'Services' },
  { to: '/about', label: 'About' },
];

export const FOOTER_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/services', label: 'Services' },
  { to: '/industries', label: 'Industries' },
  { to: '/careers', label: 'Careers' },
  { to: '/blog', label: 'Blog' },
  { to: '/help', label: 'Help Center' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contact', label: 'Contact' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/cookies', label: 'Cookie Policy' },
];

export const SOCIAL_LINKS = [
  { href: 'https://www.linkedin.com/', label: 'LinkedIn' },
  { href: 'https://x.com/', label: 'X (Twitter)' },
  { href: 'https://www.facebook.com/', label: 'Facebook' },
  { href: 'https://www.instagram.com/', label: 'Instagram' },
];
