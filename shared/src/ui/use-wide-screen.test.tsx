import { act, render, screen } from '@testing-library/react';
import { useWideScreen } from './use-wide-screen';

describe('useWideScreen', () => {
  afterEach(() => jest.restoreAllMocks());

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
    jest.spyOn(window, 'matchMedia').mockImplementation(() => list as unknown as MediaQueryList);
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
