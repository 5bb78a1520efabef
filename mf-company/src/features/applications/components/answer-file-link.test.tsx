import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderInPortal } from '@portal/shared/testing';
import { AnswerFileLink } from './answer-file-link';

const PATH = 'a0000000-0000-4000-8000-000000000007/f0000000-0000-4000-8000-000000000001/sample.pdf';

describe('AnswerFileLink', () => {
  it('opens the answer file through a signed link in a new tab', async () => {
    const requests = fakeApi(({ method, path }) =>
      method === 'POST' && path.startsWith('/storage/v1/object/sign/')
        ? { body: { signedURL: `/object/sign/application_answer_files/${PATH}?token=t` } }
        : undefined,
    );
    const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderInPortal(<AnswerFileLink path={PATH} question="Upload a work sample" />);

    await userEvent.click(
      screen.getByRole('button', { name: 'Open file sample.pdf answering Upload a work sample' }),
    );
    await waitFor(() => expect(tab.location.href).toContain('token=t'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(requests[0].path).toBe(`/storage/v1/object/sign/application_answer_files/${PATH}`);
    expect(requests[0].body).toEqual({ expiresIn: 3600 });
    open.mockRestore();
  });
});
