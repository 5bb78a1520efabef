/** The candidate's own record (public.candidates). */
export interface CandidateProfile {
  id: string;
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  title: string | null;
  email: string | null;
  phone: string | null;
  alternate_phone: string | null;
  street: string | null;
  unit: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  country: string | null;
  work_authorization: string | null;
  gender: string | null;
  bio: string | null;
  skills: string[] | null;
  resume_url: string | null;
  cover_letter_url: string | null;
  certificates: string[] | null;
  managing_company_id: string | null;
  is_managed_by_company: boolean | null;
}
