import { getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { hiringKeys } from './keys';

export const deleteNoteInput = z.object({ noteId: z.string().uuid() });

/** Deletes one of the caller's own notes. */
export async function deleteNote(input: z.infer<typeof deleteNoteInput>): Promise<void> {
  const { noteId } = deleteNoteInput.parse(input);
  const { data, error } = await getSupabase().from('notes').delete().eq('id', noteId).select('id');
  if (error) throw new Error(error.message);
  if (data.length === 0) throw new Error('Only the author can delete a note');
}

export function useDeleteNoteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNote,
    meta: { errorToast: 'Failed to delete note' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...hiringKeys.all, 'notes'] }),
  });
}
