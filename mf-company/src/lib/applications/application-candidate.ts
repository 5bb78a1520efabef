/** The candidate part of an application as the company's application functions return it. */
export interface ApplicationCandidate {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  title: string | null;
  skills: string[] | null;
  [column: string]: unknown;
}
