// zod schemas of the platform-administration forms, with the specification's exact messages.
import { z } from 'zod';
import { SUBSCRIPTION_TIERS } from '../roles/subscription-tiers';
import { emailSchema } from './common';

export const ADMIN_NAME_MIN_LENGTH = 2;
export const ADMIN_FIRST_NAME_MESSAGE = 'First name must be at least 2 characters';
export const ADMIN_LAST_NAME_MESSAGE = 'Last name must be at least 2 characters';
export const INVITED_COMPANY_NAME_MESSAGE = 'Company name must be at least 2 characters';
export const SELECT_TIER_MESSAGE = 'Please select a subscription tier';
export const TIER_ALREADY_SELECTED_MESSAGE = 'This tier is already selected';
export const SELECT_BOTH_COMPANIES_MESSAGE = 'Please select both companies';
export const SAME_COMPANY_MESSAGE = 'A company cannot partner with itself';
export const DUPLICATE_PARTNERSHIP_MESSAGE = 'Partnership already exists between these companies';

const optionalMessage = z
  .string()
  .trim()
  .max(2000, 'Message must be at most 2000 characters')
  .optional();

export const adminInvitationSchema = z.object({
  email: emailSchema,
  firstName: z.string().trim().min(ADMIN_NAME_MIN_LENGTH, ADMIN_FIRST_NAME_MESSAGE),
  lastName: z.string().trim().min(ADMIN_NAME_MIN_LENGTH, ADMIN_LAST_NAME_MESSAGE),
  message: optionalMessage,
});
export type AdminInvitationValues = z.infer<typeof adminInvitationSchema>;

export const adminCompanyInvitationSchema = z.object({
  email: emailSchema,
  companyName: z.string().trim().min(ADMIN_NAME_MIN_LENGTH, INVITED_COMPANY_NAME_MESSAGE),
  message: optionalMessage,
});
export type AdminCompanyInvitationValues = z.infer<typeof adminCompanyInvitationSchema>;

export const adminSubscriptionSchema = z.object({
  tier: z.enum(SUBSCRIPTION_TIERS, { error: SELECT_TIER_MESSAGE }),
  /** ISO date (yyyy-mm-dd) the subscription ends; empty means it does not expire. */
  expiresAt: z.string().nullable().optional(),
});
export type AdminSubscriptionValues = z.infer<typeof adminSubscriptionSchema>;

/** Why the Update button of the subscription dialog is disabled, or null when it may be pressed. */
export function subscriptionUpdateBlocker(
  selected: string | null | undefined,
  current: string | null | undefined,
  saving: boolean,
): 'saving' | 'nothing-selected' | 'same-tier' | null {
  if (saving) return 'saving';
  if (!selected) return 'nothing-selected';
  if (current && selected === current) return 'same-tier';
  return null;
}

export interface PartnershipPair {
  company_a_id: string;
  company_b_id: string;
}

export function samePartnershipPair(a: string, b: string, pair: PartnershipPair): boolean {
  return (
    (pair.company_a_id === a && pair.company_b_id === b) ||
    (pair.company_a_id === b && pair.company_b_id === a)
  );
}

/** The create-partnership form; existing pairs are rejected in either order. */
export function partnershipSchema(existing: readonly PartnershipPair[] = []) {
  return z
    .object({
      companyAId: z.string().nullish(),
      companyBId: z.string().nullish(),
      canShareJobs: z.boolean(),
      canShareCandidates: z.boolean(),
    })
    .superRefine((values, ctx) => {
      const { companyAId: a, companyBId: b } = values;
      if (!a || !b) {
        ctx.addIssue({
          code: 'custom',
          message: SELECT_BOTH_COMPANIES_MESSAGE,
          path: [a ? 'companyBId' : 'companyAId'],
        });
        return;
      }
      if (a === b) {
        ctx.addIssue({ code: 'custom', message: SAME_COMPANY_MESSAGE, path: ['companyBId'] });
        return;
      }
      if (existing.some((pair) => samePartnershipPair(a, b, pair))) {
        ctx.addIssue({
          code: 'custom',
          message: DUPLICATE_PARTNERSHIP_MESSAGE,
          path: ['companyBId'],
        });
      }
    });
}
export type PartnershipFormValues = z.input<ReturnType<typeof partnershipSchema>>;
