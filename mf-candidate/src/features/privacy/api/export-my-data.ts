import { getRuntimeConfig } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

export const exportMyDataInput = z.object({
  /** Called with 0-100 while the archive downloads. */
  onProgress: z.custom<(percent: number) => void>((value) => typeof value === 'function'),
});
export type ExportMyDataInput = z.infer<typeof exportMyDataInput>;

/**
 * Everything the platform holds about the signed-in candidate as one zip (data.json and their
 * files), built by the export-candidate-data function and read with progress as it arrives.
 */
export async function exportMyData(input: ExportMyDataInput): Promise<Blob> {
  const { onProgress } = exportMyDataInput.parse(input);
  const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
  const { data } = await getSupabase().auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new Error('You must be logged in to download your data');
  const response = await fetch(
    `${supabaseUrl.replace(/\/$/, '')}/functions/v1/export-candidate-data`,
    {
      method: 'POST',
      headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{}',
    },
  );
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new Error(body.error ?? `Export failed (HTTP ${response.status})`);
  }
  const total = Number(response.headers.get('Content-Length')) || 0;
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    if (total) onProgress(Math.min(99, Math.round((received / total) * 100)));
  }
  onProgress(100);
  return new Blob(chunks, { type: 'application/zip' });
}

/** Nothing cached changes: the archive is saved at once. */
export function useExportMyDataMutation() {
  return useMutation({ mutationFn: exportMyData, meta: { errorToast: 'Could not download your data' } });
}
