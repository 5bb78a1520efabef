export interface Industry {
  name: string;
  description: string;
  positions: string;
}

/** The active-position counts are fixed marketing figures, in the order the page lists them. */
export const INDUSTRIES: Industry[] = [
  {
    name: 'Technology',
    description: 'Software engineering, data, cloud and security roles.',
    positions: '150+',
  },
  {
    name: 'Healthcare',
    description: 'Clinical, nursing, allied health and healthcare administration.',
    positions: '200+',
  },
  {
    name: 'Finance',
    description: 'Banking, accounting, investment and insurance professionals.',
    positions: '120+',
  },
  {
    name: 'Manufacturing',
    description: 'Production, engineering, quality and plant leadership.',
    positions: '180+',
  },
  {
    name: 'Retail',
    description: 'Store operations, merchandising and e-commerce teams.',
    positions: '100+',
  },
  {
    name: 'Education',
    description: 'Teaching, academic administration and learning design.',
    positions: '90+',
  },
  {
    name: 'Logistics',
    description: 'Supply chain, warehousing, fleet and procurement roles.',
    positions: '75+',
  },
  {
    name: 'Engineering',
    description: 'Civil, mechanical, electrical and project engineering.',
    positions: '110+',
  },
  {
    name: 'Hospitality',
    description: 'Hotel, food service, events and guest experience staff.',
    positions: '85+',
  },
  {
    name: 'Energy',
    description: 'Renewables, utilities, oil and gas operations.',
    positions: '60+',
  },
];
