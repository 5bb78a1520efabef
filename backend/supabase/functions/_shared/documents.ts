import type { SupabaseClient } from '@supabase/supabase-js';

export const SIGNED_URL_SECONDS = 3600;

export interface CandidateDocument {
  type: 'resume' | 'cover_letter' | 'certificate';
  name: string;
  path: string;
  url: string | null;
}

const BUCKETS = {
  resume: 'candidate_resumes',
  cover_letter: 'candidate_cover_letters',
  certificate: 'candidate_certificates',
} as const;

/** Splits a stored value into bucket and object path; stored values are paths or storage URLs. */
export function storageLocation(
  value: string,
  fallbackBucket: string,
): { bucket: string; path: string } | null {
  const match = /\/storage\/v1\/object\/(?:public|sign|authenticated)\/([^/]+)\/([^?]+)/.exec(
    value,
  );
  if (match) return { bucket: match[1], path: decodeURIComponent(match[2]) };
  if (/^https?:\/\//.test(value)) return null;
  return { bucket: fallbackBucket, path: value.replace(/^\/+/, '') };
}

interface CandidateFiles {
  resume_url?: string | null;
  cover_letter_url?: string | null;
  certificates?: string[] | null;
}

export function listDocuments(candidate: CandidateFiles): Omit<CandidateDocument, 'url'>[] {
  const docs: Omit<CandidateDocument, 'url'>[] = [];
  if (candidate.resume_url)
    docs.push({ type: 'resume', name: 'Resume', path: candidate.resume_url });
  if (candidate.cover_letter_url) {
    docs.push({ type: 'cover_letter', name: 'Cover Letter', path: candidate.cover_letter_url });
  }
  (candidate.certificates ?? []).forEach((path, i) =>
    docs.push({ type: 'certificate', name: `Certificates #${i + 1}`, path }),
  );
  return docs;
}

/**
 * A candidate's documents as company staff see them before opening one: external links as they
 * are, stored files without a link (each is signed, and recorded, when it is opened).
 */
export function documentsToOpen(candidate: CandidateFiles): (Omit<CandidateDocument, 'path'> & { index: number })[] {
  const counts = new Map<string, number>();
  return listDocuments(candidate).map(({ type, name, path }) => {
    const index = counts.get(type) ?? 0;
    counts.set(type, index + 1);
    return { type, name, index, url: storageLocation(path, BUCKETS[type]) ? null : path };
  });
}

/** A link valid for an hour to one stored document, or null when it is not in storage. */
export async function signDocument(
  admin: SupabaseClient,
  doc: Omit<CandidateDocument, 'url'>,
): Promise<string | null> {
  const location = storageLocation(doc.path, BUCKETS[doc.type]);
  if (!location) return doc.path;
  const { data } = await admin.storage
    .from(location.bucket)
    .createSignedUrl(location.path, SIGNED_URL_SECONDS);
  return data?.signedUrl ?? null;
}
