import type { LiveListener } from '@portal/shared/supabase';
import { fakeApi, renderInPortal } from '@portal/shared/testing';
import { act, screen } from '@testing-library/react';
import NotificationBell from './notification-bell';

// jsdom has no realtime socket: the test delivers the broadcasts itself.
const listeners: LiveListener[] = [];
jest.mock('@portal/shared/supabase', () => ({
  ...jest.requireActual('@portal/shared/supabase'),
  subscribeLiveTopic: (_topic: string, listener: LiveListener) => {
    listeners.push(listener);
    return () => listeners.splice(listeners.indexOf(listener), 1);
  },
}));

const USER = '11111111-1111-4111-8111-111111111111';

function deliver(operation: string, record: Record<string, unknown>) {
  act(() => {
    for (const listener of [...listeners])
      listener({ event: 'notification', payload: { operation, record } });
  });
}

describe('notification bell', () => {
  beforeEach(() => {
    listeners.length = 0;
    fakeApi((request) =>
      request.path === '/rest/v1/notifications' ? { body: [], count: 0 } : undefined,
    );
  });

  it('reads a new notification out once through the polite live region', async () => {
    renderInPortal(<NotificationBell userId={USER} />);
    const region = screen.getByTestId('live-announcer');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();

    deliver('INSERT', {
      title: 'Application update',
      message: 'Your application for Backend Engineer is now Interview.',
    });

    expect(region).toHaveTextContent(
      'New notification: Application update. Your application for Backend Engineer is now Interview.',
    );
    expect(region.querySelectorAll('p')).toHaveLength(1);
    expect(await screen.findByText('Application update')).toBeInTheDocument();
  });

  it('says only the title when the notification has no message', () => {
    renderInPortal(<NotificationBell userId={USER} />);
    deliver('INSERT', { title: 'Welcome to TalentBridge', message: null });
    expect(screen.getByTestId('live-announcer')).toHaveTextContent(
      /^New notification: Welcome to TalentBridge$/,
    );
  });

  it('stays quiet when a notification is only marked read', () => {
    renderInPortal(<NotificationBell userId={USER} />);
    deliver('UPDATE', { title: 'Application update', is_read: true });
    expect(screen.getByTestId('live-announcer')).toBeEmptyDOMElement();
  });
});
