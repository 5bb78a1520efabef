import { act, render, screen } from '@testing-library/react';
import { ApplicationStatusTag, type ApplicationStatusTagProps } from './application-status-tag';
import { LiveAnnouncer } from './live-announcer';

function renderTag(props: ApplicationStatusTagProps) {
  const view = render(
    <LiveAnnouncer>
      <ApplicationStatusTag {...props} />
    </LiveAnnouncer>,
  );
  const rerender = (next: ApplicationStatusTagProps) =>
    act(() =>
      view.rerender(
        <LiveAnnouncer>
          <ApplicationStatusTag {...next} />
        </LiveAnnouncer>,
      ),
    );
  return { region: screen.getByTestId('live-announcer'), rerender };
}

describe('ApplicationStatusTag', () => {
  it("shows the status in the reader's words", () => {
    renderTag({ status: 'applied', reader: 'company' });
    expect(screen.getByText('New')).toBeInTheDocument();
  });

  it('reads out a change of the status it names', () => {
    const { region, rerender } = renderTag({ status: 'applied', announceAs: 'Frontend Engineer' });
    rerender({ status: 'interview', announceAs: 'Frontend Engineer' });
    expect(region).toHaveTextContent('Frontend Engineer: status changed to Interview');
  });

  it('stays quiet about a change when it names nothing', () => {
    const { region, rerender } = renderTag({ status: 'applied' });
    rerender({ status: 'interview' });
    expect(region).toBeEmptyDOMElement();
  });
});
