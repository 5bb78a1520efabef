import type { CandidateDocumentKind } from '@portal/shared/validation';

export const DOCUMENT_BUCKETS: Record<CandidateDocumentKind, string> = {
  resume: 'candidate_resumes',
  cover_letter: 'candidate_cover_letters',
  certificate: 'candidate_certificates',
};

export interface StorageLocation {
  bucket: string;
  path: string;
}

const STORAGE_URL = /\/storage\/v1\/object\/(?:public|sign|authenticated)\/([^/]+)\/([^?#]+)/;
const PUBLIC_STORAGE_URL = /^https?:\/\/[^/]+.*\/storage\/v1\/object\/public\/([^/]+)\/([^?#]+)/;

/** Bucket and object path of a stored document: a storage URL, or a path inside the kind's bucket. */
export function documentLocation(
  value: string,
  kind: CandidateDocumentKind,
): StorageLocation | null {
  const match = STORAGE_URL.exec(value);
  if (match) return { bucket: match[1], path: decodeURIComponent(match[2]) };
  if (/^[a-z]+:/i.test(value)) return null;
  const path = value.replace(/^\/+/, '');
  return path ? { bucket: DOCUMENT_BUCKETS[kind], path } : null;
}

export const INVALID_URL_MESSAGE = 'Cannot delete file: Invalid URL.';
export const INVALID_FORMAT_MESSAGE = 'Invalid file URL format';

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
  const location = /^[a-z][a-z0-9+.-]*:/i.test(url) ? null : documentLocation(url, kind);
  if (!location) throw new Error(INVALID_URL_MESSAGE);
  return location;
}

/** Random object name that keeps the original extension, under the user's own folder. */
export function documentObjectPath(
  userId: string,
  fileName: string,
  random: string = crypto.randomUUID(),
): string {
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  return `${userId}/${random}${extension ? `.${extension}` : ''}`;
}
