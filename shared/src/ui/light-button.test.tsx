import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { LightButton } from './light-button';

describe('LightButton', () => {
  it('is a button named by its text that does not submit forms unless asked to', async () => {
    const onSubmit = jest.fn((event: Event) => event.preventDefault());
    const onClick = jest.fn();
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <LightButton onClick={onClick}>Sign In</LightButton>
        <LightButton type="submit">Search</LightButton>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('gives its element to a ref, so a drop-down can anchor to it', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<LightButton ref={ref} aria-label="Account menu" />);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Account menu' }));
  });

  it('ignores clicks while disabled', async () => {
    const onClick = jest.fn();
    render(
      <LightButton disabled onClick={onClick}>
        Next
      </LightButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('draws a danger button in another colour than a plain one', () => {
    render(
      <>
        <LightButton danger>Delete</LightButton>
        <LightButton>Keep</LightButton>
      </>,
    );
    const colour = (name: string) =>
      screen.getByRole('button', { name }).style.getPropertyValue('--portal-button-color');
    expect(colour('Delete')).not.toBe(colour('Keep'));
  });
});
