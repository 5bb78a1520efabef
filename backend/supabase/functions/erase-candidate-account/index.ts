import {
  CANDIDATE_BUCKETS,
  candidateOf,
  recordEvent,
  requireCandidate,
  storedDocuments,
} from '../_shared/candidate-privacy.ts';
import { serveFunction } from '../_shared/handler.ts';
import { HttpError } from '../_shared/http.ts';
import { candidateErasureSchema } from '../_shared/schemas.ts';

// Erases the signed-in candidate: their files leave storage, the candidate record that companies'
// applications point at keeps no personal data (so their counts and stages stay), answers to
// screening questions are deleted, personal lists go with the account, and the account is removed. The audit trail keeps its entries,
// which hold ids only.
serveFunction({
  schema: candidateErasureSchema,
  async handle(ctx) {
    requireCandidate(ctx);
    const admin = ctx.admin;
    const userId = ctx.user.id;
    const candidate = await candidateOf(admin, userId);

    const paths = new Map<string, Set<string>>(CANDIDATE_BUCKETS.map((b) => [b, new Set<string>()]));
    for (const doc of candidate ? storedDocuments(candidate) : []) paths.get(doc.bucket)?.add(doc.path);
    for (const bucket of CANDIDATE_BUCKETS) {
      const { data } = await admin.storage.from(bucket).list(userId, { limit: 1000 });
      for (const file of data ?? []) paths.get(bucket)!.add(`${userId}/${file.name}`);
    }
    for (const [bucket, names] of paths) {
      if (names.size === 0) continue;
      const { error } = await admin.storage.from(bucket).remove([...names]);
      if (error) throw new HttpError(500, `Failed to remove your files: ${error.message}`);
    }

    await recordEvent(ctx, 'candidate.erased', candidate?.id ?? null);
    if (candidate) {
      const { error } = await admin.rpc('anonymise_candidate', { p_candidate_id: candidate.id });
      if (error) throw new HttpError(500, `Failed to erase your profile: ${error.message}`);
    }
    const { error } = await admin.auth.admin.deleteUser(userId);
    if (error) throw new HttpError(500, `Failed to delete your account: ${error.message}`);
    return { erased: true };
  },
});
