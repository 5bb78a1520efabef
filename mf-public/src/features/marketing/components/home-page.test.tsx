import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInPortal } from '@portal/shared/testing';
import { HomePage } from './home-page';

function Broken(): never {
  throw new Error('Cards could not be drawn');
}

describe('HomePage', () => {
  it('shows the headline and sends each card to its target', async () => {
    renderInPortal(<HomePage />, { path: '/', route: '/', auth: {} });
    expect(screen.getByRole('heading', { name: 'Finding the Perfect Match' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Register Company' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/signup?role=company');
  });

  it('shows Something went wrong with the error text when rendering fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderInPortal(<HomePage content={<Broken />} />, { path: '/', route: '/', auth: {} });
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Cards could not be drawn')).toBeInTheDocument();
  });
});
