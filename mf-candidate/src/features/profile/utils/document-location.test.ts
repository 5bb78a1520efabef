import { deletableLocation } from './document-location';

const publicUrl = 'http://localhost:54321/storage/v1/object/public/candidate_resumes/u1/a%20b.pdf';

describe('document locations', () => {
  it('deletes public storage URLs and bare object paths only', () => {
    expect(deletableLocation(publicUrl, 'resume')).toEqual({
      bucket: 'candidate_resumes',
      path: 'u1/a b.pdf',
    });
    expect(deletableLocation('u1/cv.pdf', 'resume')).toEqual({
      bucket: 'candidate_resumes',
      path: 'u1/cv.pdf',
    });
    expect(deletableLocation('/u1/cover.docx', 'cover_letter')).toEqual({
      bucket: 'candidate_cover_letters',
      path: 'u1/cover.docx',
    });
    expect(() => deletableLocation('https://elsewhere.example.com/cv.pdf', 'resume')).toThrow(
      'Invalid file URL format',
    );
    expect(() => deletableLocation('javascript:alert(1)', 'resume')).toThrow(
      'Cannot delete file: Invalid URL.',
    );
    expect(() => deletableLocation('', 'resume')).toThrow('Cannot delete file: Invalid URL.');
  });
});
