import { notificationTarget } from './notification-types';

describe('notificationTarget', () => {
  it('opens the screen the notification links to', () => {
    expect(
      notificationTarget({ type: 'application_update', link: '/candidate/application/a1' }),
    ).toBe('/candidate/application/a1');
  });

  it('sends a company invitation without a link to the dashboard that accepts it', () => {
    expect(notificationTarget({ type: 'company_invitation', link: null })).toBe(
      '/candidate/dashboard',
    );
  });

  it('has nowhere to go for other entries without a link', () => {
    expect(notificationTarget({ type: 'system', link: null })).toBeNull();
  });
});
