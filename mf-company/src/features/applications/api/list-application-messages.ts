import type { Tables } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { pipelineKeys } from './keys';

export type ApplicationMessage = Pick<
  Tables<'application_messages'>,
  'id' | 'stage' | 'recipient' | 'subject' | 'body' | 'created_at' | 'sent_at'
>;

/** The e-mails sent to the candidate about this application, newest first. */
export async function listApplicationMessages(applicationId: string): Promise<ApplicationMessage[]> {
  // Bounded: one e-mail per stage change the mover chose to announce, a handful per application.
  const { data, error } = await getSupabase()
    .from('application_messages')
    .select('id, stage, recipient, subject, body, created_at, sent_at')
    .eq('application_id', z.uuid().parse(applicationId))
    .order('created_at', { ascending: false });
  if (error) throw new Error(error.message);
  return data;
}

export const applicationMessagesQuery = (applicationId: string) =>
  queryOptions({
    queryKey: pipelineKeys.messages(applicationId),
    queryFn: () => listApplicationMessages(applicationId),
  });

export function useApplicationMessagesQuery(applicationId: string) {
  return useQuery(applicationMessagesQuery(applicationId));
}
