import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderInPortal } from '@portal/shared/testing';
import { removeCandidateDocument } from '../api/remove-candidate-document';
import { uploadCandidateDocument } from '../api/upload-candidate-document';
import { DocumentUploadCard } from './document-upload-card';

jest.mock('../api/remove-candidate-document');
jest.mock('../api/upload-candidate-document');
// The icon package ships ESM only; icons play no part in this behaviour.
jest.mock('@ant-design/icons', () => ({
  DeleteOutlined: () => null,
  EyeOutlined: () => null,
  UploadOutlined: () => null,
}));

const USER = '11111111-1111-4111-8111-111111111111';

function renderCard(files: string[] = [], multiple = false) {
  const onUploaded = jest.fn();
  const onRemoved = jest.fn();
  renderInPortal(
    <DocumentUploadCard
      userId={USER}
      kind={multiple ? 'certificate' : 'resume'}
      title={multiple ? 'Certificates' : 'Resume'}
      noun={multiple ? 'certificate' : 'resume'}
      multiple={multiple}
      files={files}
      onUploaded={onUploaded}
      onRemoved={onRemoved}
    />,
  );
  return { onUploaded, onRemoved };
}

describe('document upload card', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    // Storage signs a link to the stored object.
    fakeApi(({ method, path }) =>
      method === 'POST' && path.startsWith('/storage/v1/object/sign/')
        ? { body: { signedURL: `${path.slice('/storage/v1'.length)}?token=t` } }
        : undefined,
    );
  });

  it('asks for a file when Upload is chosen without one', async () => {
    renderCard();
    expect(screen.getByText('No file selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload Resume' }));
    expect(await screen.findByText('Please select a file first.')).toBeInTheDocument();
    expect(uploadCandidateDocument).not.toHaveBeenCalled();
  });

  it('uploads the chosen file with progress and reports success', async () => {
    jest.mocked(uploadCandidateDocument).mockImplementation(async (_input, onProgress) => {
      onProgress?.(50);
      return 'http://api/storage/v1/object/public/candidate_resumes/u/cv.pdf';
    });
    const { onUploaded } = renderCard();
    const file = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Choose resume file'), file);
    await userEvent.click(screen.getByRole('button', { name: 'Upload Resume' }));
    expect(await screen.findByText('File uploaded successfully')).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith(
      'http://api/storage/v1/object/public/candidate_resumes/u/cv.pdf',
    );
    expect(screen.getByRole('progressbar', { name: 'Resume upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('refuses a file type the card does not accept', async () => {
    renderCard();
    const file = new File(['x'], 'photo.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Choose resume file'), file, {
      applyAccept: false,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Upload Resume' }));
    expect(await screen.findByText('Error uploading file')).toBeInTheDocument();
    expect(uploadCandidateDocument).not.toHaveBeenCalled();
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

  it('deletes a document after confirmation', async () => {
    jest.mocked(removeCandidateDocument).mockResolvedValue();
    const url = 'http://a/storage/v1/object/public/candidate_resumes/u/cv.pdf';
    const { onRemoved } = renderCard([url]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Resume' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('File deleted successfully')).toBeInTheDocument();
    expect(onRemoved).toHaveBeenCalledWith(url);
  });
});
