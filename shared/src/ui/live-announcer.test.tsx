import { act, render, screen } from '@testing-library/react';
import { LiveAnnouncer, useAnnounceChange } from './live-announcer';

function Status({ value }: { value?: string }) {
  useAnnounceChange(value, (now) => `Frontend Engineer: status changed to ${now}`);
  return <span>{value ?? 'loading'}</span>;
}

function renderStatus(value?: string) {
  const view = render(
    <LiveAnnouncer>
      <Status value={value} />
    </LiveAnnouncer>,
  );
  const rerender = (next?: string) =>
    act(() =>
      view.rerender(
        <LiveAnnouncer>
          <Status value={next} />
        </LiveAnnouncer>,
      ),
    );
  return { region: screen.getByTestId('live-announcer'), rerender };
}

describe('useAnnounceChange', () => {
  it('reads out a status that changes while the screen is open', () => {
    const { region, rerender } = renderStatus('Applied');
    rerender('Interview');
    expect(region).toHaveTextContent('Frontend Engineer: status changed to Interview');
    expect(region).toHaveAttribute('aria-live', 'polite');
  });

  it('does not read the first value, a value arriving after loading, or an unchanged one', () => {
    const { region, rerender } = renderStatus(undefined);
    rerender('Applied');
    rerender('Applied');
    expect(region).toBeEmptyDOMElement();
  });
});
