import { getSupabase } from '@portal/shared/supabase';
import { matchKeys } from '@portal/shared/match';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { skillKeys } from './keys';

export const SKILL_INDUSTRIES = [
  'Technology',
  'Healthcare',
  'Finance',
  'Manufacturing',
  'Retail',
  'Education',
  'Logistics',
  'Engineering',
  'Hospitality',
  'Energy',
  'Other',
] as const;

// The database cleans and checks the same (trimmed, 1 to 60 characters, at most 20 aliases) and
// refuses a name or alias another skill already has, naming that skill.
export const skillSchema = z.object({
  /** Set to change an existing skill. */
  id: z.uuid().optional(),
  name: z
    .string()
    .trim()
    .min(1, 'A skill name needs 1 to 60 characters')
    .max(60, 'A skill name needs 1 to 60 characters'),
  industry: z.enum(SKILL_INDUSTRIES, { message: 'Choose an industry' }),
  aliases: z
    .array(z.string().trim().max(60, 'An alias needs at most 60 characters'))
    .transform((aliases) => aliases.filter(Boolean))
    .refine((aliases) => aliases.length <= 20, 'A skill can have at most 20 aliases'),
});
export type SkillInput = z.input<typeof skillSchema>;
export type SkillValues = z.output<typeof skillSchema>;

/** Adds a skill, or changes one's name, industry and aliases. */
export async function saveSkill(input: SkillInput): Promise<void> {
  const { id, ...values } = skillSchema.parse(input);
  const { error } = id
    ? await getSupabase().from('skills').update(values).eq('id', id)
    : await getSupabase().from('skills').insert(values);
  if (error) throw new Error(error.message);
}

/** Saves a skill; the catalogue and every match reason (skills may now match) reload. */
export function useSaveSkillMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSkill,
    // The form shows the refusal beside the fields.
    meta: { errorToast: false },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: skillKeys.all }),
        queryClient.invalidateQueries({ queryKey: matchKeys.all }),
      ]),
  });
}
