// zod schemas of the talent-vendor area forms, with the specification's exact messages.
import { z } from 'zod';
import { EMAIL_MESSAGE } from './common';

export const VENDOR_INVITE_FIELDS_MESSAGE = 'Please fill in all fields';

const requiredForInvite = z.string().trim().min(1, VENDOR_INVITE_FIELDS_MESSAGE);

/** Invite recruiter (vendor): first name, last name and e-mail all required. */
export const vendorRecruiterInviteSchema = z.object({
  firstName: requiredForInvite,
  lastName: requiredForInvite,
  email: requiredForInvite.toLowerCase().pipe(z.email(EMAIL_MESSAGE)),
});
export type VendorRecruiterInviteInput = z.infer<typeof vendorRecruiterInviteSchema>;

const optionalText = z.string().trim().optional().or(z.literal(''));

/** A candidate the vendor sources; same required fields and messages as the company's Add Candidate. */
export const vendorCandidateSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required'),
  lastName: z.string().trim().min(1, 'Last name is required'),
  email: z.string().trim().min(1, 'Email is required').toLowerCase().pipe(z.email(EMAIL_MESSAGE)),
  phone: optionalText,
  title: optionalText,
  skills: z.array(z.string()),
});
export type VendorCandidateInput = z.infer<typeof vendorCandidateSchema>;

export const VENDOR_SUBMIT_JOB_MESSAGE = 'Please select a job';

/** Submitting one of the vendor's candidates to a job assigned to the vendor. */
export const VENDOR_PITCH_NOTE_MESSAGE = 'The pitch note can be at most 2000 characters';
export const vendorSubmissionSchema = z.object({
  jobId: z.string().min(1, VENDOR_SUBMIT_JOB_MESSAGE),
  /** The vendor's note to the company about why this candidate fits. */
  pitchNote: z.string().max(2000, VENDOR_PITCH_NOTE_MESSAGE).optional(),
});
export type VendorSubmissionInput = z.infer<typeof vendorSubmissionSchema>;
