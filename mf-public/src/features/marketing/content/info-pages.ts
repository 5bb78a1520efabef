import type { InfoPageSlug } from './info-page-slugs';

export interface InfoSection {
  heading: string;
  body: string;
}

export interface InfoPage {
  title: string;
  intro: string;
  sections: InfoSection[];
}

/** Short static pages behind the footer links. */
export const INFO_PAGES: Record<InfoPageSlug, InfoPage> = {
  about: {
    title: 'About Us',
    intro:
      'TalentBridge connects job candidates, hiring companies and talent vendors on one recruitment platform.',
    sections: [
      {
        heading: 'Our mission',
        body: 'We help people find work they are good at and help companies find the people they need, quickly and fairly.',
      },
      {
        heading: 'Advanced matching',
        body: 'Our AI-powered matching looks at skills, experience and company culture to bring the right candidates and jobs together.',
      },
      {
        heading: 'How a match is scored',
        body: "Every job and candidate pair gets one score from 0 to 100, worked out the same way for the candidate, the company and its talent vendors, so all three see the same number and the same reasons. Required skills count most (40 points: the share of the job's required skills the candidate has), then experience level (15: how many levels apart the candidate and the job are), location or remote work (15), preferred skills (10), job type (10) and salary (10: whether the job pays the candidate's minimum). Skills that mean the same thing match: JS is JavaScript, Postgres is PostgreSQL.",
      },
      {
        heading: 'Reasons you can check',
        body: 'A match always comes with its reasons, such as "Matches 4 of 5 required skills; missing: GraphQL", and the points each part earned. Candidates improve their matches by keeping their skills and job preferences current.',
      },
      {
        heading: 'What matching never uses',
        body: "The score reads only skills, experience, job preferences, location and the job's own requirements. It never uses gender, age, race, ethnicity, religion, disability, family status, nationality, work authorization, photos or names, so protected characteristics cannot raise or lower a match. It ranks and explains; people make every hiring decision.",
      },
      {
        heading: 'Built for teams',
        body: 'Companies invite managers, recruiters and partner recruiters, assign jobs and candidates, and work with partner vendors in one workspace.',
      },
    ],
  },
  careers: {
    title: 'Careers',
    intro: 'We are a small team building tools for recruiters and job seekers.',
    sections: [
      {
        heading: 'Working with us',
        body: 'We hire engineers, designers and customer success specialists who care about fair hiring. Open positions are announced here.',
      },
      {
        heading: 'Get in touch',
        body: 'Send your resume and a short note to careers@talentbridge.example and we will reply within a week.',
      },
    ],
  },
  blog: {
    title: 'Blog',
    intro: 'News, hiring advice and product updates from the TalentBridge team.',
    sections: [
      {
        heading: 'Writing a profile that gets noticed',
        body: 'List your skills, keep your resume current and describe the work you want next: matching starts from your profile.',
      },
      {
        heading: 'Building a recruitment team',
        body: 'Give managers the right to assign jobs, let recruiters focus on candidates, and bring in partner recruiters when volume grows.',
      },
    ],
  },
  help: {
    title: 'Help Center',
    intro: 'Answers to the questions our users ask most.',
    sections: [
      {
        heading: 'Account access',
        body: 'Use Forgot Password on the sign-in page to reset your password. Confirm your e-mail address before your first sign-in.',
      },
      {
        heading: 'Company registration',
        body: 'Companies register and then wait for an administrator to approve them before posting jobs.',
      },
      {
        heading: 'Invitations',
        body: 'Invitation links are valid for 7 days. Ask the sender for a new invitation when yours has expired.',
      },
    ],
  },
  faq: {
    title: 'Frequently Asked Questions',
    intro: 'Quick answers about accounts, companies and invitations.',
    sections: [
      {
        heading: 'Is it free for candidates?',
        body: 'Yes. Candidates create a profile, upload a resume and apply to jobs at no cost.',
      },
      {
        heading: 'How long does company approval take?',
        body: 'An administrator reviews each registration; you can complete your company profile while you wait.',
      },
      {
        heading: 'Can I join my company as a recruiter?',
        body: 'Yes. Your company administrator or manager sends you an invitation by e-mail.',
      },
    ],
  },
  contact: {
    title: 'Contact Us',
    intro: 'We are happy to help.',
    sections: [
      {
        heading: 'Support',
        body: 'support@talentbridge.example, Monday to Friday, 9:00 to 17:00 (US Eastern).',
      },
      {
        heading: 'Sales',
        body: 'sales@talentbridge.example for subscription and partnership questions.',
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    intro: 'How we collect, use and protect your personal data.',
    sections: [
      {
        heading: 'What we collect',
        body: 'Account details, profile information and documents you upload, and the applications you submit.',
      },
      {
        heading: 'How we use it',
        body: 'Only to run the platform: matching candidates with jobs, sharing applications with the companies you apply to, and sending account e-mails.',
      },
      {
        heading: 'Your choices',
        body: 'You can update your profile at any time and ask us to delete your account by contacting support.',
      },
    ],
  },
  terms: {
    title: 'Terms of Service',
    intro: 'The rules for using TalentBridge.',
    sections: [
      {
        heading: 'Accounts',
        body: 'Keep your credentials secret and provide accurate information. Companies are responsible for the jobs they publish.',
      },
      {
        heading: 'Acceptable use',
        body: 'Do not post misleading jobs, collect other users’ data or try to access areas you were not invited to.',
      },
    ],
  },
  cookies: {
    title: 'Cookie Policy',
    intro: 'TalentBridge keeps only what it needs to work.',
    sections: [
      {
        heading: 'Local storage',
        body: 'Your sign-in session and your theme choice are kept in your browser’s local storage. We use no advertising cookies.',
      },
    ],
  },
};
