import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectProgramRefused, fakeApi, renderInPortal } from '@portal/shared/testing';
import { QuestionInput } from './question-input';

const question = {
  id: 'f1000000-0000-4000-8000-0000000000f1',
  question: 'Upload a work sample',
  question_type: 'FILE',
  is_required: true,
  options: null,
} as never;

describe('QuestionInput for FILE questions', () => {
  it("offers a file upload with the documents' types, and refuses other files before sending", async () => {
    const requests = fakeApi(() => undefined);
    const onChange = jest.fn();
    renderInPortal(
      <QuestionInput
        id="q1"
        question={question}
        value=""
        onChange={onChange}
        upload={{
          userId: 'a0000000-0000-4000-8000-000000000007',
          jobId: 'f0000000-0000-4000-8000-000000000001',
        }}
      />,
    );
    const input = screen.getByLabelText('Upload a work sample');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx,.jpg,.jpeg,.png');
    expect(
      screen.getByText('.pdf,.doc,.docx,.jpg,.jpeg,.png files up to 10 MB'),
    ).toBeInTheDocument();

    await expectProgramRefused(input);

    const big = new File(['x'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await userEvent.upload(input, big);
    expect(
      await screen.findByText('big.pdf is larger than 10 MB', { selector: 'div *' }),
    ).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(requests).toHaveLength(0);
  });
});
