import { expect, test } from '@playwright/test';

test('the home page leads to sign-up, sign-in and the about page', async ({ page }) => {
  await page.goto('/');
  // The shell's layout nests the area's main landmark inside its own.
  const main = page.getByRole('main').last();
  await expect(main.getByRole('heading', { name: 'Finding the Perfect Match' })).toBeVisible();
  await expect(main).toContainText('AI-powered matching');

  const targets: [string, RegExp][] = [
    ['Join Today', /\/signup$/],
    ['Sign In', /\/signin$/],
    ['Get Started', /\/signup\?role=candidate$/],
    ['Register Company', /\/signup\?role=company$/],
    ['Learn More', /\/about$/],
  ];
  for (const [button, url] of targets) {
    await page.goto('/');
    await page.getByRole('main').last().getByRole('button', { name: button, exact: true }).click();
    await expect(page).toHaveURL(url);
  }
  await expect(page.getByRole('heading', { name: 'About Us' })).toBeVisible();
});

test('the card buttons preselect the role on the sign-up form', async ({ page }) => {
  await page.goto('/signup?role=company');
  await expect(page.getByRole('heading', { name: 'Create account' })).toBeVisible();
  await expect(page.getByLabel('Company')).toBeChecked();
});

test('services lists six services and industries ten with their counts in order', async ({
  page,
}) => {
  await page.goto('/services');
  await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveCount(6);

  await page.goto('/industries');
  await expect(page.getByTestId('industry-positions')).toHaveText(
    ['150+', '200+', '120+', '180+', '100+', '90+', '75+', '110+', '85+', '60+'].map(
      (count) => `${count} active positions`,
    ),
  );
});

test('every footer link opens a real page', async ({ page }) => {
  await page.goto('/');
  const links = page.getByRole('navigation', { name: 'Footer' }).getByRole('link');
  const count = await links.count();
  expect(count).toBe(11);
  for (let index = 0; index < count; index += 1) {
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link').nth(index).click();
    await expect(page.getByText('Page not found')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.goto('/profile');
  await expect(page.getByText('Sign in to see your profile')).toBeVisible();
});

test('the narrow-screen menu works on a 375 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name: 'Industries' }).click();
  await expect(page).toHaveURL(/\/industries$/);
  await expect(page.getByRole('heading', { name: 'Industries We Serve' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.goto('/signin');
  await expect(page.getByRole('main').getByLabel('Email')).toBeInViewport();
});

test('a job that does not exist is Job Not Found, also for visitors', async ({ page }) => {
  await page.goto('/jobs/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('main').getByText('Job Not Found')).toBeVisible();
});

test('the about page explains how matching scores and what it never uses', async ({ page }) => {
  await page.goto('/about');
  const main = page.getByRole('main').last();
  await expect(main.getByRole('heading', { name: 'How a match is scored' })).toBeVisible();
  await expect(main).toContainText('Required skills count most (40 points');
  await expect(main.getByRole('heading', { name: 'What matching never uses' })).toBeVisible();
  await expect(main).toContainText('It never uses gender, age, race');
});
