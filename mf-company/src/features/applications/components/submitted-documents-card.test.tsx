import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderInPortal } from '@portal/shared/testing';
import { SubmittedDocumentsCard } from './submitted-documents-card';

const APPLICATION_ID = 'f4000000-0000-4000-8000-000000000001';
const FOLDER = 'b0000000-0000-4000-8000-000000000001/d7300000-0000-4000-8000-000000000001';

describe('SubmittedDocumentsCard', () => {
  it('lists the resume first and opens a document through a signed link in a new tab', async () => {
    const requests = fakeApi(({ method, path }) => {
      if (path === '/rest/v1/application_documents')
        return {
          body: [
            {
              document: {
                id: 'e2',
                kind: 'other',
                file_name: 'Reference.pdf',
                path: `${FOLDER}/ref.pdf`,
              },
            },
            {
              document: {
                id: 'e1',
                kind: 'resume',
                file_name: 'Noor CV.pdf',
                path: `${FOLDER}/cv.pdf`,
              },
            },
          ],
        };
      if (method === 'POST' && path.startsWith('/storage/v1/object/sign/'))
        return {
          body: { signedURL: `/object/sign/submission_documents/${FOLDER}/cv.pdf?token=t` },
        };
      return undefined;
    });
    const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderInPortal(<SubmittedDocumentsCard applicationId={APPLICATION_ID} />);

    const buttons = await screen.findAllByRole('button', { name: /\.pdf$/ });
    expect(buttons.map((b) => b.textContent)).toEqual(['Noor CV.pdf', 'Reference.pdf']);
    expect(screen.getByText('(Resume)')).toBeInTheDocument();
    await userEvent.click(buttons[0]);
    await waitFor(() => expect(tab.location.href).toContain('token=t'));
    expect(tab.opener).toBeNull();
    const sign = requests.find((r) => r.path.startsWith('/storage/v1/object/sign/'));
    expect(sign?.path).toBe(`/storage/v1/object/sign/submission_documents/${FOLDER}/cv.pdf`);
    open.mockRestore();
  });

  it('shows nothing when the vendor sent no documents', async () => {
    const requests = fakeApi(({ path }) =>
      path === '/rest/v1/application_documents' ? { body: [] } : undefined,
    );
    const { container } = renderInPortal(<SubmittedDocumentsCard applicationId={APPLICATION_ID} />);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(container.textContent).not.toContain('Submitted Documents');
  });
});
