import type { TablesInsert } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { hiringKeys } from './keys';

export const NOTE_MAX_LENGTH = 5000;

export const noteFormSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, 'Write something before saving the note')
    .max(NOTE_MAX_LENGTH, `A note can be at most ${NOTE_MAX_LENGTH} characters`),
});
export type NoteFormValues = z.infer<typeof noteFormSchema>;

export const addNoteInput = noteFormSchema.extend({
  applicationId: z.string().uuid().optional(),
  candidateId: z.string().uuid().optional(),
  mentionedUserIds: z.array(z.string().uuid()).max(20, 'Mention at most 20 people'),
});
export type AddNoteInput = z.infer<typeof addNoteInput>;

/** Saves a note on an application (when given) or on the candidate; the server notifies mentions. */
export async function addNote(input: AddNoteInput): Promise<void> {
  const { applicationId, candidateId, body, mentionedUserIds } = addNoteInput.parse(input);
  const row = applicationId
    ? { application_id: applicationId, body, mentioned_user_ids: mentionedUserIds }
    : { candidate_id: candidateId, body, mentioned_user_ids: mentionedUserIds };
  // The database fills the company (and an application note's candidate) from the row it hangs on.
  const { error } = await getSupabase()
    .from('notes')
    .insert(row as TablesInsert<'notes'>);
  if (error) throw new Error(error.message);
}

export function useAddNoteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addNote,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...hiringKeys.all, 'notes'] }),
  });
}

/** The members whose `@Name` is still in the text. */
export function mentionedIn<T extends { userId: string; name: string }>(
  body: string,
  members: T[],
): string[] {
  return members.filter((m) => body.includes(`@${m.name}`)).map((m) => m.userId);
}
