import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LightField, LightPasswordInput } from './light-form';

describe('light form fields', () => {
  it('labels the password input and shows or hides what was typed', async () => {
    render(
      <LightField id="pw" label="Password" error="Password is required">
        <LightPasswordInput id="pw" invalid />
      </LightField>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Password is required');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});
