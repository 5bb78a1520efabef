import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { HeaderMenu } from './header-menu';

describe('header menu', () => {
  it('opens on the first click and reports the chosen entry', async () => {
    const onSelect = jest.fn();
    render(
      <HeaderMenu
        onSelect={onSelect}
        items={[
          { key: '/services', label: 'Services' },
          { key: 'sign-out', label: 'Sign Out' },
        ]}
      >
        <Button aria-label="Open menu" />
      </HeaderMenu>,
    );
    expect(screen.queryByText('Sign Out')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(await screen.findByText('Sign Out'));
    expect(onSelect).toHaveBeenCalledWith('sign-out');
  });
});
