import { z } from 'zod';

export const EMAIL_MESSAGE = 'Please enter a valid email address';

export const emailSchema = z.string().trim().toLowerCase().email(EMAIL_MESSAGE);

/** The name and e-mail every record of a person (a candidate's profile, an added candidate) requires. */
export const personFields = {
  firstName: z.string().trim().min(1, 'First name is required'),
  lastName: z.string().trim().min(1, 'Last name is required'),
  email: z.string().trim().toLowerCase().min(1, 'Email is required').email(EMAIL_MESSAGE),
};

/** A postal address's parts, each given the same text rule. */
export function addressFields<T extends z.ZodType>(text: T) {
  return { street: text, unit: text, city: text, state: text, zipCode: text, country: text };
}

const ADDRESS_COLUMNS = ['street', 'unit', 'city', 'state', 'zip_code', 'country'] as const;

/** A postal address's table columns with a prefix, e.g. `reg_street`, `reg_zip_code`. */
export function addressColumnNames<P extends string>(prefix: P) {
  return ADDRESS_COLUMNS.map(
    (column) => `${prefix}_${column}` as `${P}_${(typeof ADDRESS_COLUMNS)[number]}`,
  );
}

/** A postal address's prefixed columns, each given the same text rule. */
export function addressColumns<P extends string, T extends z.ZodType>(prefix: P, text: T) {
  const names = addressColumnNames(prefix);
  return Object.fromEntries(names.map((name) => [name, text])) as Record<(typeof names)[number], T>;
}

/** Optional URL field that only accepts http(s) links, so no javascript: URL is ever stored. */
export function optionalHttpUrl(message: string) {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || isHttpUrl(value), message)
    .optional()
    .or(z.literal(''));
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Only http(s) URLs may become links; anything else renders as plain text. */
export function safeHref(value: string | null | undefined): string | undefined {
  return value && isHttpUrl(value) ? value : undefined;
}
