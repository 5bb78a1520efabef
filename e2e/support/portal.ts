import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'DemoPass123';

export function stackAvailable(): boolean {
  return Boolean(process.env.E2E_API_URL);
}

/**
 * Signs in through the form in the page body (the header has a Sign In button of its own) and
 * waits for the role redirect.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/signin');
  const form = page.getByRole('main');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin/);
}

export interface CaughtMail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  date: string;
  /** Text attachments keep their content (calendar invitations). */
  attachments?: { filename: string | null; contentType: string; content: string | null }[];
}

/** Waits for the newest e-mail to an address in the mail catcher. */
export async function waitForMail(to: string, timeoutMs = 15_000): Promise<CaughtMail> {
  const mailUrl = process.env.E2E_MAIL_URL;
  if (!mailUrl) throw new Error('The mail catcher is not running');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${mailUrl}/api/messages?to=${encodeURIComponent(to)}`);
    const messages = (await response.json()) as CaughtMail[];
    if (messages.length > 0) return messages[0];
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No e-mail to ${to} within ${timeoutMs} ms`);
}

/** Waits for an e-mail to an address with exactly this subject. */
export async function waitForMailWithSubject(
  to: string,
  subject: string,
  timeoutMs = 15_000,
): Promise<CaughtMail> {
  const mailUrl = process.env.E2E_MAIL_URL;
  if (!mailUrl) throw new Error('The mail catcher is not running');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${mailUrl}/api/messages?to=${encodeURIComponent(to)}`);
    const match = ((await response.json()) as CaughtMail[]).find((m) => m.subject === subject);
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No "${subject}" e-mail to ${to} within ${timeoutMs} ms`);
}

/** First link in an e-mail whose URL contains the given fragment. */
export function linkFrom(mail: CaughtMail, contains: string): string {
  const links = [...(mail.html || mail.text).matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) =>
    m[0].replace(/&amp;/g, '&'),
  );
  const link = links.find((href) => href.includes(contains));
  if (!link) throw new Error(`No link containing ${contains} in "${mail.subject}"`);
  return link;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}
