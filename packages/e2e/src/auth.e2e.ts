import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { freePort, startServer, type RunningServer } from './support/server';
import {
  DEMO_PASSWORD,
  apiSignIn,
  createInvitation,
  linkPath,
  readOutbox,
  screenshotBoth,
  seriousViolations,
  trackErrors,
} from './support/ui';

const ADMIN_EMAIL = 'admin@repute.test';
const ADMIN_PASSWORD = 'Admin-Password-2026!';
const STRONG = 'Correct-Horse-42!';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function open(server: RunningServer, path: string) {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  const errors = trackErrors(page);
  await page.goto(path);
  return { context, page, errors };
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const toast = (page: Page) => page.getByTestId('toast');

/** Holds one POST to url until released, so the pending button state can be seen. */
async function holdRequest(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

describe('sign-in screens, demo mode (LOGIN_MODE=demo)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ ADMIN_EMAIL, ADMIN_PASSWORD });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("shows 'Access Demo', refuses a wrong password and signs in with the right one", async () => {
    const { context, page, errors } = await open(server, '/login');
    await page.getByRole('heading', { name: 'Access Demo' }).waitFor();
    await page.getByText('Demo access for testing purposes').waitFor();
    expect(await page.getByRole('link', { name: 'Register here' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBoth(page, 'login-demo');

    const submit = page.getByRole('button', { name: 'Access Platform' });
    await submit.click();
    await page.getByText('Password is required').waitFor();

    await field(page, 'Password').fill('not-the-password');
    await submit.click();
    await toast(page).getByText('Access denied').waitFor();
    expect(await toast(page).innerText()).toContain('Invalid password');
    expect(await field(page, 'Password').inputValue()).toBe('');

    const release = await holdRequest(page, '**/api/password-login');
    await field(page, 'Password').fill(DEMO_PASSWORD);
    await submit.click();
    const pending = page.getByRole('button', { name: 'Accessing...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    release();
    await page.waitForURL((url) => url.pathname === '/');
    await toast(page).getByText('Access granted').waitFor();
    // The invalidated profile now answers: the landing page offers the platform.
    await page.getByRole('link', { name: 'Open Platform' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('registers with an invitation code: every SPEC message, then Account Created!', async () => {
    const { context, page, errors } = await open(server, '/register');
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    for (const label of ['First name', 'Last name', 'Email', 'Invitation code']) {
      await field(page, label).waitFor();
    }
    await page
      .getByText("Contact your administrator if you don't have an invitation code")
      .waitFor();
    await page
      .getByText(
        'Must be at least 12 characters with uppercase, lowercase, number, and special character',
      )
      .waitFor();
    await page.getByText(/agree to our Terms of Service and Privacy Policy/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBoth(page, 'register');

    const submit = page.getByRole('button', { name: 'Create Account' });
    await submit.click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Invitation code is required',
      'Password must be at least 12 characters',
    ]) {
      await page.getByText(message).waitFor();
    }
    await screenshotBoth(page, 'register-errors');

    const password = field(page, 'Password');
    const cases: [string, string][] = [
      ['abcdefghijk1!', 'Password must contain at least one uppercase letter'],
      ['ABCDEFGHIJK1!', 'Password must contain at least one lowercase letter'],
      ['Abcdefghijkl!', 'Password must contain at least one number'],
      ['Abcdefghijk12', 'Password must contain at least one special character'],
    ];
    for (const [value, message] of cases) {
      await password.fill(value);
      await submit.click();
      await page.getByText(message).waitFor();
    }
    await password.fill(STRONG);
    await field(page, 'Confirm password').fill(`${STRONG}x`);
    await submit.click();
    await page.getByText("Passwords don't match").waitFor();

    await field(page, 'First name').fill('Grace');
    await field(page, 'Last name').fill('Hopper');
    await field(page, 'Email').fill('grace@repute.test');
    await field(page, 'Invitation code').fill('NOT-A-REAL-CODE');
    await field(page, 'Confirm password').fill(STRONG);
    await submit.click();
    await toast(page).getByText('Registration failed').waitFor();
    expect(await toast(page).innerText()).toContain('Invalid or expired invitation code');

    const code = await createInvitation(
      server.url,
      await apiSignIn(server.url, ADMIN_EMAIL, ADMIN_PASSWORD),
    );
    await field(page, 'Invitation code').fill(code);
    const request = page.waitForRequest((r) => r.url().endsWith('/api/auth/register'));
    await submit.click();
    const body = (await request).postDataJSON() as Record<string, unknown>;
    expect(body).not.toHaveProperty('confirmPassword');
    await page.getByRole('heading', { name: 'Account Created!' }).waitFor();
    await page.getByText('Your account grace@repute.test is ready to use').waitFor();
    await page
      .getByText('You can now log in with your credentials and start using Repute')
      .waitFor();
    expect(await toast(page).innerText()).toContain('You can now log in with your credentials');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBoth(page, 'register-account-created');
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('sign-in screens, email mode (LOGIN_MODE=email, mail delivery configured)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // A mail server address makes registration send a verification link (emailVerified false);
    // nothing listens there, so the messages stay in the product's outbox, where the test reads them.
    const mailPort = await freePort();
    server = await startServer({
      LOGIN_MODE: 'email',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('signs in with email and password: messages, failure toast, Signing in..., success', async () => {
    const { context, page, errors } = await open(server, '/login');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBoth(page, 'login-email');
    const submit = page.getByRole('button', { name: 'Sign In' });
    await submit.click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('Password is required').waitFor();

    await field(page, 'Email').fill(ADMIN_EMAIL);
    await field(page, 'Password').fill('Wrong-Password-1!');
    await submit.click();
    await toast(page).getByText('Login failed').waitFor();
    expect((await toast(page).innerText()).split('\n').length).toBeGreaterThan(1);

    const release = await holdRequest(page, '**/api/auth/login');
    await field(page, 'Password').fill(ADMIN_PASSWORD);
    await submit.click();
    const pending = page.getByRole('button', { name: 'Signing in...' });
    await pending.waitFor();
    expect(await pending.isDisabled()).toBe(true);
    release();
    await page.waitForURL((url) => url.pathname === '/');
    await toast(page).getByText('Login successful').waitFor();
    expect(await toast(page).innerText()).toContain('Welcome back to Repute');
    await page.goto('/dashboard');
    await page.getByTestId('sidebar').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('forgot password: Email required, reset link sent, new password set through the link', async () => {
    const { context, page, errors } = await open(server, '/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    const send = page.getByRole('button', { name: 'Send Reset Link' });
    await send.click();
    await toast(page).getByText('Email required').waitFor();
    expect(await toast(page).innerText()).toContain('Please enter your email address first');
    await field(page, 'Email').fill('not-an-email');
    await send.click();
    await toast(page).getByText('Email required').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBoth(page, 'forgot-password');

    await page.getByRole('button', { name: 'Back to login' }).click();
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    await field(page, 'Email').fill(ADMIN_EMAIL);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    expect(await field(page, 'Email').inputValue()).toBe(ADMIN_EMAIL);
    await send.click();
    await toast(page).getByText('Password reset email sent').waitFor();
    expect(await toast(page).innerText()).toContain(
      "If an account exists with this email, you'll receive a password reset link shortly.",
    );

    const email = readOutbox(server.dataDir, 'reset-password', ADMIN_EMAIL);
    expect(email).toBeTruthy();
    await page.goto(linkPath(email!, '/reset-password'));
    await page.getByRole('heading', { name: 'Choose a New Password' }).waitFor();
    await field(page, 'New password').fill(STRONG);
    await field(page, 'Confirm password').fill('different');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByText("Passwords don't match").waitFor();
    await field(page, 'Confirm password').fill(STRONG);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByRole('heading', { name: 'Password updated' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBoth(page, 'reset-password-done');
    await expect(apiSignIn(server.url, ADMIN_EMAIL, STRONG)).resolves.toContain('=');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('registers with a verification email (Check Your Email) and verifies it once', async () => {
    const { context, page, errors } = await open(server, '/login');
    await page.getByRole('link', { name: 'Register here' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    const code = await createInvitation(
      server.url,
      await apiSignIn(server.url, ADMIN_EMAIL, STRONG),
    );
    await field(page, 'First name').fill('Alan');
    await field(page, 'Last name').fill('Turing');
    await field(page, 'Email').fill('alan@repute.test');
    await field(page, 'Invitation code').fill(code);
    await field(page, 'Password').fill(STRONG);
    await field(page, 'Confirm password').fill(STRONG);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await page.getByText("We've sent a verification link to alan@repute.test").waitFor();
    await page.getByText('The link expires in 24 hours.').waitFor();
    expect(await toast(page).innerText()).toContain(
      'Please check your email to verify your account',
    );
    await screenshotBoth(page, 'register-check-email');
    await page.getByRole('link', { name: 'Go to Login' }).waitFor();

    const email = readOutbox(server.dataDir, 'verify-email', 'alan@repute.test');
    const link = linkPath(email!, '/verify-email');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Email verified' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBoth(page, 'verify-email-done');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Verification failed' }).waitFor();
    await page.goto('/verify-email');
    await page.getByRole('heading', { name: 'Verification link incomplete' }).waitFor();
    await page.goto('/reset-password?token=bogus-token');
    await field(page, 'New password').fill(STRONG);
    await field(page, 'Confirm password').fill(STRONG);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByRole('alert').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
