import { randomObjectPath, storageLocation } from './storage';

describe('storage locations', () => {
  it('reads bucket and path from public and signed storage URLs', () => {
    expect(
      storageLocation(
        'http://localhost:54321/storage/v1/object/public/candidate_resumes/u1/a%20b.pdf',
        'other',
      ),
    ).toEqual({ bucket: 'candidate_resumes', path: 'u1/a b.pdf' });
    expect(
      storageLocation(
        'https://x.supabase.co/storage/v1/object/sign/candidate_certificates/u1/c.png?token=t',
        'other',
      ),
    ).toEqual({ bucket: 'candidate_certificates', path: 'u1/c.png' });
  });

  it('treats a bare path as a path inside the given bucket and refuses other addresses', () => {
    expect(storageLocation('/u1/cover.docx', 'candidate_cover_letters')).toEqual({
      bucket: 'candidate_cover_letters',
      path: 'u1/cover.docx',
    });
    expect(storageLocation('https://elsewhere.example.com/cv.pdf', 'candidate_resumes')).toBeNull();
    expect(storageLocation('javascript:alert(1)', 'candidate_resumes')).toBeNull();
    expect(storageLocation('', 'candidate_resumes')).toBeNull();
  });

  it('names uploads randomly under the folder with the original extension', () => {
    expect(randomObjectPath('u1', 'My CV.PDF', 'r4nd0m')).toBe('u1/r4nd0m.pdf');
    expect(randomObjectPath('u1', 'README', 'r4nd0m')).toBe('u1/r4nd0m');
  });
});
