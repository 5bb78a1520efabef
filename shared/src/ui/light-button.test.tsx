import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, createRef } from 'react';
import { LightButton } from './light-button';
import { useWideScreen } from './use-wide-screen';

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

describe('useWideScreen', () => {
  function Probe() {
    return <span>{useWideScreen() ? 'wide' : 'narrow'}</span>;
  }

  function mockScreen(matches: boolean) {
    const listeners = new Set<() => void>();
    const list = {
      get matches() {
        return matches;
      },
      addEventListener: (_: string, cb: () => void) => listeners.add(cb),
      removeEventListener: (_: string, cb: () => void) => listeners.delete(cb),
    };
    window.matchMedia = jest.fn(() => list) as unknown as typeof window.matchMedia;
    return {
      resize(next: boolean) {
        matches = next;
        listeners.forEach((cb) => cb());
      },
    };
  }

  it('answers on the first render and follows the screen', () => {
    const screenSize = mockScreen(false);
    render(<Probe />);
    expect(screen.getByText('narrow')).toBeInTheDocument();
    act(() => screenSize.resize(true));
    expect(screen.getByText('wide')).toBeInTheDocument();
  });
});
