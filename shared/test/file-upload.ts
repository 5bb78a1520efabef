import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Picks a program for a document-only file input, as a visitor can by choosing "All files" in the
 * picker, and waits for the input to refuse it by type.
 */
export async function expectProgramRefused(input: HTMLElement) {
  await userEvent.upload(
    input,
    new File(['MZ'], 'tool.exe', { type: 'application/octet-stream' }),
    { applyAccept: false },
  );
  expect(
    await screen.findByText('tool.exe: accepted types are .pdf,.doc,.docx,.jpg,.jpeg,.png', {
      selector: 'div *',
    }),
  ).toBeInTheDocument();
}
