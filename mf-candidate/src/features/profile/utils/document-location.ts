import { INVALID_FILE_URL, storageLocation, type StorageLocation } from '@portal/shared/supabase';
import type { CandidateDocumentKind } from '@portal/shared/validation';

export const DOCUMENT_BUCKETS: Record<CandidateDocumentKind, string> = {
  resume: 'candidate_resumes',
  cover_letter: 'candidate_cover_letters',
  certificate: 'candidate_certificates',
};

const PUBLIC_STORAGE_URL = /^https?:\/\/[^/]+.*\/storage\/v1\/object\/public\/([^/]+)\/([^?#]+)/;

export const INVALID_URL_MESSAGE = 'Cannot delete file: Invalid URL.';
export const INVALID_FORMAT_MESSAGE = INVALID_FILE_URL;

/**
 * Deletion needs an http(s) URL whose path is a public storage path, or a bare object path inside
 * the kind's bucket (how older records store documents); anything else is refused.
 */
export function deletableLocation(url: string, kind: CandidateDocumentKind): StorageLocation {
  if (/^https?:\/\//i.test(url)) {
    const match = PUBLIC_STORAGE_URL.exec(url);
    if (!match) throw new Error(INVALID_FORMAT_MESSAGE);
    return { bucket: match[1], path: decodeURIComponent(match[2]) };
  }
  const location = storageLocation(url, DOCUMENT_BUCKETS[kind]);
  if (!location) throw new Error(INVALID_URL_MESSAGE);
  return location;
}
