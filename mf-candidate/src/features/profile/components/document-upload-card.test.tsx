import { fakeApi, renderInPortal, type ApiRequest } from '@portal/shared/testing';
import { uploadWithProgress } from '@portal/shared/supabase';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DocumentUploadCard } from './document-upload-card';

// jsdom cannot send the upload's XMLHttpRequest; everything after it goes to the fake API.
jest.mock('@portal/shared/supabase', () => ({
  ...jest.requireActual('@portal/shared/supabase'),
  uploadWithProgress: jest.fn(),
}));
// The icon package ships ESM only; icons play no part in this behaviour.
jest.mock('@ant-design/icons', () => ({
  DeleteOutlined: () => null,
  EyeOutlined: () => null,
  UploadOutlined: () => null,
}));

const USER = '11111111-1111-4111-8111-111111111111';
const DOCUMENT_URL = '/rest/v1/rpc/update_candidate_document_url';
const PROFILE_KEY = ['candidate-profile', 'own', USER];

let requests: ApiRequest[];

function renderCard(files: string[] = [], multiple = false) {
  const { queryClient } = renderInPortal(
    <DocumentUploadCard
      userId={USER}
      kind={multiple ? 'certificate' : 'resume'}
      title={multiple ? 'Certificates' : 'Resume'}
      noun={multiple ? 'certificate' : 'resume'}
      multiple={multiple}
      files={files}
    />,
  );
  return jest.spyOn(queryClient, 'invalidateQueries');
}

describe('document upload card', () => {
  beforeEach(() => {
    jest.mocked(uploadWithProgress).mockReset();
    requests = fakeApi(({ method, path }) => {
      // Storage signs a link to the stored object.
      if (method === 'POST' && path.startsWith('/storage/v1/object/sign/'))
        return { body: { signedURL: `${path.slice('/storage/v1'.length)}?token=t` } };
      if (method === 'DELETE' && path === '/storage/v1/object/candidate_resumes')
        return { body: [] };
      if (path === DOCUMENT_URL) return { body: null };
      return undefined;
    });
  });

  it('shows the size limit and refuses a larger file before sending it', async () => {
    renderCard();
    expect(screen.getByText('.pdf,.doc,.docx files up to 10 MB each')).toBeInTheDocument();
    const big = new File(['%PDF'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await userEvent.upload(screen.getByLabelText('Choose resume file'), big);
    await userEvent.click(screen.getByRole('button', { name: 'Upload Resume' }));
    expect(await screen.findByText('big.pdf is larger than 10 MB')).toBeInTheDocument();
    expect(uploadWithProgress).not.toHaveBeenCalled();
  });

  it('removes the stored resume a new upload replaces', async () => {
    jest
      .mocked(uploadWithProgress)
      .mockImplementation(async ({ bucket, path }) => ({ bucket, path }));
    renderCard([
      `http://localhost:54321/storage/v1/object/public/candidate_resumes/${USER}/old.pdf`,
    ]);
    await userEvent.upload(
      screen.getByLabelText('Choose resume file'),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload Resume' }));
    expect(await screen.findByText('File uploaded successfully')).toBeInTheDocument();
    const removal = requests.find(
      (request) =>
        request.method === 'DELETE' && request.path === '/storage/v1/object/candidate_resumes',
    );
    expect(removal?.body).toEqual({ prefixes: [`${USER}/old.pdf`] });
  });

  it('asks for a file when Upload is chosen without one', async () => {
    renderCard();
    expect(screen.getByText('No file selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload Resume' }));
    expect(await screen.findByText('Please select a file first.')).toBeInTheDocument();
    expect(uploadWithProgress).not.toHaveBeenCalled();
  });

  it('uploads the chosen file with progress, records it on the profile and reloads the profile', async () => {
    jest.mocked(uploadWithProgress).mockImplementation(async ({ bucket, path, onProgress }) => {
      onProgress?.(50);
      return { bucket, path };
    });
    const invalidate = renderCard();
    const file = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Choose resume file'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Upload Resume' }));
    expect(await screen.findByText('File uploaded successfully')).toBeInTheDocument();
    const [{ bucket, path }] = jest.mocked(uploadWithProgress).mock.calls[0];
    expect(bucket).toBe('candidate_resumes');
    expect(path).toMatch(new RegExp(`^${USER}/[0-9a-f-]+\\.pdf$`));
    expect(requests.find((request) => request.path === DOCUMENT_URL)?.body).toEqual({
      p_user_id: USER,
      p_document_type: 'resume',
      p_url: `http://localhost:54321/storage/v1/object/public/candidate_resumes/${path}`,
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: PROFILE_KEY });
    expect(screen.getByRole('progressbar', { name: 'Resume upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('says why an upload failed', async () => {
    jest
      .mocked(uploadWithProgress)
      .mockRejectedValue(new Error('The object exceeded the maximum allowed size'));
    const invalidate = renderCard();
    const file = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Choose resume file'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Upload Resume' }));
    expect(await screen.findByText('Error uploading file')).toBeInTheDocument();
    expect(screen.getByText('The object exceeded the maximum allowed size')).toBeInTheDocument();
    expect(requests.filter((request) => request.path === DOCUMENT_URL)).toEqual([]);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('refuses a file type the card does not accept', async () => {
    renderCard();
    const file = new File(['x'], 'photo.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Choose resume file'), file, {
      applyAccept: false,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Upload Resume' }));
    expect(await screen.findByText('Error uploading file')).toBeInTheDocument();
    expect(uploadWithProgress).not.toHaveBeenCalled();
  });

  it('lists certificates as Certificates #n with signed View links', async () => {
    renderCard(
      ['http://a/storage/v1/object/public/candidate_certificates/u/1.pdf', 'http://a/2.png'],
      true,
    );
    expect(screen.getByText('Certificates #1')).toBeInTheDocument();
    expect(screen.getByText('Certificates #2')).toBeInTheDocument();
    const view = await screen.findByRole('link', { name: 'View Certificates #1' });
    expect(view).toHaveAttribute(
      'href',
      'http://localhost:54321/storage/v1/object/sign/candidate_certificates/u/1.pdf?token=t',
    );
    expect(screen.getByRole('link', { name: 'View Certificates #2' })).toHaveAttribute(
      'href',
      'http://a/2.png',
    );
  });

  it('deletes a document after confirmation, clears it from the profile and reloads it', async () => {
    const url = 'http://a/storage/v1/object/public/candidate_resumes/u/cv.pdf';
    const invalidate = renderCard([url]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Resume' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('File deleted successfully')).toBeInTheDocument();
    const removal = requests.find((request) => request.method === 'DELETE');
    expect(removal?.body).toEqual({ prefixes: ['u/cv.pdf'] });
    expect(requests.find((request) => request.path === DOCUMENT_URL)?.body).toEqual({
      p_user_id: USER,
      p_document_type: 'resume',
      p_url: '',
    });
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: PROFILE_KEY }));
  });
});
