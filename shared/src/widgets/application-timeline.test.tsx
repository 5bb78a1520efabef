import { render, screen } from '@testing-library/react';
import type { TimelineEntry } from '../supabase/application-timeline';
import { ApplicationTimeline } from './application-timeline';

const entries: TimelineEntry[] = [
  { id: '1', from_status: null, to_status: 'applied', created_at: '2026-11-01T09:00:00Z', actor_name: null, reason: null },
  { id: '2', from_status: 'applied', to_status: 'reviewing', created_at: '2026-11-02T09:00:00Z', actor_name: 'Rita Recruiter', reason: null },
  { id: '3', from_status: 'reviewing', to_status: 'rejected', created_at: '2026-11-03T09:00:00Z', actor_name: 'Olivia Owner', reason: 'Position filled by another candidate' },
];

function titles() {
  return screen.getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent);
}

describe('ApplicationTimeline', () => {
  it('starts with the submission and names each stage the way the reader knows it', () => {
    render(<ApplicationTimeline entries={entries} reader="candidate" />);
    expect(titles()).toEqual(['Application Submitted', 'Moved to Under Review', 'Moved to Not Selected']);
  });

  it('shows the team who moved it and why', () => {
    render(<ApplicationTimeline entries={entries} reader="company" />);
    expect(screen.getByText(/by Olivia Owner/)).toBeInTheDocument();
    expect(screen.getByText('Reason: Position filled by another candidate')).toBeInTheDocument();
  });

  it('shows no names or reasons when the server sends none, and says when a candidate withdrew', () => {
    render(
      <ApplicationTimeline
        reader="candidate"
        entries={[
          { ...entries[0], actor_name: null },
          { id: '4', from_status: 'applied', to_status: 'withdrawn', created_at: '2026-11-04T09:00:00Z', actor_name: null, reason: null },
        ]}
      />,
    );
    expect(titles()).toEqual(['Application Submitted', 'Application Withdrawn']);
    expect(screen.queryByText(/^by /)).toBeNull();
    expect(screen.queryByText(/Reason:/)).toBeNull();
  });
});
