import {
  candidateOf,
  recordEvent,
  requireCandidate,
  storedDocuments,
} from '../_shared/candidate-privacy.ts';
import { corsHeaders } from '../_shared/cors.ts';
import { serveFunction } from '../_shared/handler.ts';
import { HttpError } from '../_shared/http.ts';
import { candidateExportSchema } from '../_shared/schemas.ts';
import { zip, type ZipFile } from '../_shared/zip.ts';

// Everything the platform holds about the signed-in candidate, as one zip: data.json (account,
// profile, applications with their answers and history, saved jobs and searches, notifications,
// consents, who opened their documents) and their stored files under documents/.
serveFunction({
  schema: candidateExportSchema,
  async handle(ctx) {
    requireCandidate(ctx);
    const admin = ctx.admin;
    const candidate = await candidateOf(admin, ctx.user.id);
    const read = async (label: string, query: PromiseLike<{ data: unknown; error: { message: string } | null }>) => {
      const { data, error } = await query;
      if (error) throw new HttpError(500, `Failed to export your ${label}: ${error.message}`);
      return data;
    };
    const [profile, applications, savedJobs, savedSearches, notifications, documentAccess] =
      await Promise.all([
        read('account', admin.from('profiles').select('email, role, created_at').eq('id', ctx.user.id).maybeSingle()),
        candidate
          ? read(
              'applications',
              admin
                .from('applications')
                .select('id, status, applied_at, source, job:jobs(title, company:companies(name)), answers:job_application_answers(answer, question:job_questions(question))')
                .eq('candidate_id', candidate.id),
            )
          : [],
        read('saved jobs', admin.from('saved_jobs').select('job_id, created_at').eq('user_id', ctx.user.id)),
        read('saved searches', admin.from('saved_searches').select('*').eq('user_id', ctx.user.id)),
        read('notifications', admin.from('notifications').select('type, title, message, created_at, is_read').eq('user_id', ctx.user.id)),
        read('document views', ctx.userClient.rpc('my_document_access')),
      ]);

    const files: ZipFile[] = [];
    const documents = candidate ? storedDocuments(candidate) : [];
    for (const doc of documents) {
      const { data, error } = await admin.storage.from(doc.bucket).download(doc.path);
      if (error || !data) continue; // a file the record names but storage no longer holds
      const extension = doc.path.includes('.') ? doc.path.slice(doc.path.lastIndexOf('.')) : '';
      files.push({ name: `documents/${doc.name}${extension}`, data: new Uint8Array(await data.arrayBuffer()) });
    }
    const exported = {
      exported_at: new Date().toISOString(),
      account: { id: ctx.user.id, ...(profile as object) },
      candidate,
      applications,
      saved_jobs: savedJobs,
      saved_searches: savedSearches,
      notifications,
      document_views: documentAccess,
      files: files.map((f) => f.name),
    };
    files.unshift({ name: 'data.json', data: new TextEncoder().encode(JSON.stringify(exported, null, 2)) });
    await recordEvent(ctx, 'candidate.data_exported', candidate?.id ?? null, { files: files.length });
    const archive = zip(files);
    return new Response(archive, {
      headers: {
        ...corsHeaders,
        'Content-Type': 'application/zip',
        'Content-Length': String(archive.length),
        'Content-Disposition': 'attachment; filename="talentbridge-data.zip"',
      },
    });
  },
});
