// zod schemas of the candidate area's forms, with the specification's exact messages.
import { z } from 'zod';
import { WORK_AUTHORIZATION_OPTIONS } from '../format/choices';
import { addressFields, personFields } from './common';

export const CANDIDATE_GENDER_OPTIONS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'prefer-not-to-say', label: 'Prefer not to say' },
] as const;

const genderValues = CANDIDATE_GENDER_OPTIONS.map((option) => option.value) as [
  string,
  ...string[],
];
const workAuthorizationValues = WORK_AUTHORIZATION_OPTIONS.map((option) => option.value) as [
  string,
  ...string[],
];

const optionalText = z.string().trim().max(2000).optional().or(z.literal(''));

/** The candidate profile form (personal info, address with unit, skills, options). */
export const candidateProfileSchema = z.object({
  ...personFields,
  phone: optionalText,
  alternatePhone: optionalText,
  title: optionalText,
  bio: optionalText,
  skills: z.array(z.string().trim().min(1)).max(100),
  gender: z.enum(genderValues).optional().or(z.literal('')),
  workAuthorization: z.enum(workAuthorizationValues).optional().or(z.literal('')),
  ...addressFields(optionalText),
});
export type CandidateProfileInput = z.input<typeof candidateProfileSchema>;
export type CandidateProfileValues = z.output<typeof candidateProfileSchema>;

/** Adds a skill trimmed; blanks and case-insensitive duplicates are ignored. */
export function addCandidateSkill(skills: string[], raw: string): string[] {
  const skill = raw.trim();
  if (!skill || skills.some((s) => s.toLowerCase() === skill.toLowerCase())) return skills;
  return [...skills, skill];
}

export const APPLY_REQUIRED_ANSWERS_MESSAGE = 'Please answer all required questions';
export const APPLY_LOGIN_MESSAGE = 'Please log in to apply for this job';

export interface CandidateApplicationQuestion {
  id: string;
  question: string;
  question_type?: string | null;
  is_required?: boolean | null;
}

/** Answers keyed by question id; every required question needs a non-blank answer. */
export function candidateApplicationAnswersSchema(questions: CandidateApplicationQuestion[]) {
  return z.record(z.string(), z.string().optional()).superRefine((answers, ctx) => {
    const missing = questions.filter((q) => q.is_required && !(answers[q.id] ?? '').trim());
    if (missing.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: APPLY_REQUIRED_ANSWERS_MESSAGE,
        path: [missing[0].id],
      });
    }
  });
}

export type CandidateDocumentKind = 'resume' | 'cover_letter' | 'certificate';

export const CANDIDATE_DOCUMENT_ACCEPT: Record<CandidateDocumentKind, string> = {
  resume: '.pdf,.doc,.docx',
  cover_letter: '.pdf,.doc,.docx',
  certificate: '.pdf,.jpg,.jpeg,.png',
};

export const CANDIDATE_NO_FILE_MESSAGE = 'Please select a file first.';

/** The candidate document buckets' size limit (10 MiB), checked before a file is sent. */
export const CANDIDATE_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const CANDIDATE_DOCUMENT_MAX_LABEL = '10 MB';

/** True when the file name ends with one of the accepted extensions of that document kind. */
export function isAcceptedCandidateDocument(
  kind: CandidateDocumentKind,
  fileName: string,
): boolean {
  const name = fileName.toLowerCase();
  return CANDIDATE_DOCUMENT_ACCEPT[kind].split(',').some((extension) => name.endsWith(extension));
}

/** Files answering 'FILE' screening questions: the documents' types and size limit. */
export const ANSWER_FILES_BUCKET = 'application_answer_files';
export const ANSWER_FILE_ACCEPT = '.pdf,.doc,.docx,.jpg,.jpeg,.png';

/** A vendor's documents of its candidates ({vendor id}/{candidate id}/…), sent with submissions. */
export const SUBMISSION_DOCUMENTS_BUCKET = 'submission_documents';
export const SUBMISSION_DOCUMENT_KINDS = { resume: 'Resume', other: 'Other document' } as const;
export type SubmissionDocumentKind = keyof typeof SUBMISSION_DOCUMENT_KINDS;

/** Why a file cannot answer a question, or null when it can. */
export function answerFileProblem(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!ANSWER_FILE_ACCEPT.split(',').some((extension) => name.endsWith(extension))) {
    return `${file.name}: accepted types are ${ANSWER_FILE_ACCEPT}`;
  }
  if (file.size > CANDIDATE_DOCUMENT_MAX_BYTES) {
    return `${file.name} is larger than ${CANDIDATE_DOCUMENT_MAX_LABEL}`;
  }
  return null;
}

export const CANDIDATE_LIST_MAX_PAGE_SIZE = 50;

/** Paging of the candidate's server-side lists (applications, jobs), as get-candidate-data checks it. */
export const candidateListPageSchema = z.object({
  page: z.number().int().min(1, 'page must be a whole number of at least 1'),
  pageSize: z
    .number()
    .int()
    .min(1, `pageSize must be a whole number from 1 to ${CANDIDATE_LIST_MAX_PAGE_SIZE}`)
    .max(
      CANDIDATE_LIST_MAX_PAGE_SIZE,
      `pageSize must be a whole number from 1 to ${CANDIDATE_LIST_MAX_PAGE_SIZE}`,
    ),
});
export type CandidateListPage = z.infer<typeof candidateListPageSchema>;
