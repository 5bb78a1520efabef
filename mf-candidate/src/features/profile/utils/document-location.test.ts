import { deletableLocation, documentLocation, documentObjectPath } from './document-location';

const publicUrl = 'http://localhost:54321/storage/v1/object/public/candidate_resumes/u1/a%20b.pdf';

describe('document locations', () => {
  it('reads bucket and path from public and signed storage URLs', () => {
    expect(documentLocation(publicUrl, 'resume')).toEqual({
      bucket: 'candidate_resumes',
      path: 'u1/a b.pdf',
    });
    expect(
      documentLocation(
        'https://x.supabase.co/storage/v1/object/sign/candidate_certificates/u1/c.png?token=t',
        'certificate',
      ),
    ).toEqual({ bucket: 'candidate_certificates', path: 'u1/c.png' });
  });

  it('treats a bare path as a path inside the bucket of the document kind', () => {
    expect(documentLocation('/u1/cover.docx', 'cover_letter')).toEqual({
      bucket: 'candidate_cover_letters',
      path: 'u1/cover.docx',
    });
    expect(documentLocation('https://elsewhere.example.com/cv.pdf', 'resume')).toBeNull();
  });

  it('deletes public storage URLs and bare object paths only', () => {
    expect(deletableLocation(publicUrl, 'resume')).toEqual({
      bucket: 'candidate_resumes',
      path: 'u1/a b.pdf',
    });
    expect(deletableLocation('u1/cv.pdf', 'resume')).toEqual({
      bucket: 'candidate_resumes',
      path: 'u1/cv.pdf',
    });
    expect(() => deletableLocation('https://elsewhere.example.com/cv.pdf', 'resume')).toThrow(
      'Invalid file URL format',
    );
    expect(() => deletableLocation('javascript:alert(1)', 'resume')).toThrow(
      'Cannot delete file: Invalid URL.',
    );
    expect(() => deletableLocation('', 'resume')).toThrow('Cannot delete file: Invalid URL.');
  });

  it('names uploads randomly under the user folder with the original extension', () => {
    expect(documentObjectPath('u1', 'My CV.PDF', 'r4nd0m')).toBe('u1/r4nd0m.pdf');
    expect(documentObjectPath('u1', 'README', 'r4nd0m')).toBe('u1/r4nd0m');
  });
});
