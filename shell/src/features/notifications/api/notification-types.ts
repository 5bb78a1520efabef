/** One entry of the notification centre. */
export interface PortalNotification {
  id: string;
  type: string;
  title: string;
  message: string | null;
  link: string | null;
  is_read: boolean;
  created_at: string;
}

/** The event types a user can get by e-mail, in the order the settings list them. */
export const EMAIL_EVENT_TYPES = [
  { type: 'new_application', label: 'New applications on my jobs' },
  { type: 'application_update', label: 'Application and submission updates' },
  { type: 'job_assignment', label: 'Jobs assigned to or released from my agency' },
  { type: 'mention', label: 'Mentions in notes' },
  { type: 'ownership_conflict', label: 'Ownership conflicts between vendors' },
] as const;

export type EmailEventType = (typeof EMAIL_EVENT_TYPES)[number]['type'];

export const NOTIFICATIONS_PAGE_SIZE = 10;

/** Where an entry leads: its own link, else the screen that handles its type. */
export function notificationTarget(
  notification: Pick<PortalNotification, 'type' | 'link'>,
): string | null {
  if (notification.link) return notification.link;
  if (notification.type === 'company_invitation') return '/candidate/dashboard';
  return null;
}
