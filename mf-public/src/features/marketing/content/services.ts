export interface Service {
  title: string;
  description: string;
}

export const SERVICES: Service[] = [
  {
    title: 'Talent Acquisition',
    description:
      'End-to-end recruiting for permanent roles, from sourcing and screening to the signed offer.',
  },
  {
    title: 'AI-Powered Matching',
    description:
      'Candidates matched to openings by skills, experience and company culture, not keywords alone.',
  },
  {
    title: 'Contract Staffing',
    description:
      'Flexible contract and temporary professionals ready to start when your projects need them.',
  },
  {
    title: 'Executive Search',
    description:
      'Discreet searches for leadership and board positions, backed by a vetted senior network.',
  },
  {
    title: 'Vendor Management',
    description:
      'One place to share jobs with partner talent vendors and track every submission they make.',
  },
  {
    title: 'Career Services',
    description:
      'Profile reviews, resume guidance and interview preparation that help candidates get hired.',
  },
];
