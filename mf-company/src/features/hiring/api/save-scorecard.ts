import type { TablesInsert } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { hiringKeys } from './keys';
import { RECOMMENDATIONS } from './list-scorecards';

export const scorecardFormSchema = z.object({
  rating: z
    .number({ message: 'Choose a rating from 1 to 5' })
    .int()
    .min(1, 'Choose a rating from 1 to 5')
    .max(5, 'Choose a rating from 1 to 5'),
  recommendation: z.enum(RECOMMENDATIONS, { message: 'Choose a recommendation' }),
  notes: z.string().trim().max(5000, 'Notes can be at most 5000 characters'),
});
export type ScorecardFormValues = z.infer<typeof scorecardFormSchema>;

export const saveScorecardInput = scorecardFormSchema.extend({ interviewId: z.string().uuid() });

/** Records or revises the caller's own scorecard for the interview. */
export async function saveScorecard(input: z.infer<typeof saveScorecardInput>): Promise<void> {
  const { interviewId, rating, recommendation, notes } = saveScorecardInput.parse(input);
  const { error } = await getSupabase()
    .from('scorecards')
    .upsert(
      // The database fills the application, company and interviewer from the interview and session.
      {
        interview_id: interviewId,
        rating,
        recommendation,
        notes: notes || null,
      } as TablesInsert<'scorecards'>,
      { onConflict: 'interview_id,interviewer_id' },
    );
  if (error) throw new Error(error.message);
}

export function useSaveScorecardMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveScorecard,
    meta: { errorToast: 'Failed to save scorecard' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...hiringKeys.all, 'scorecards'] }),
  });
}
