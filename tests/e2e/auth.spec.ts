import { expect, test, type Page } from '@playwright/test';
import { ADMIN_PASSWORD } from './env';

async function signIn(page: Page, account: string, password: string) {
  await page.getByPlaceholder('账号').fill(account);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

test('an anonymous visitor lands on the login page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByPlaceholder('账号')).toBeVisible();
  // LOGIN_CAPTCHA=off: the server says so and the form leaves the captcha out.
  await expect(page.getByPlaceholder('验证码')).toHaveCount(0);
});

test('a wrong password shows the server message and keeps the user out', async ({ page }) => {
  await page.goto('/#/login');
  await signIn(page, 'admin', 'not-the-password');
  await expect(page.getByTestId('login-msg')).toContainText('账号或密码错误');
  await expect(page).toHaveURL(/#\/login$/);
});

test('admin signs in, sees the shell, keeps the session on reload and signs out', async ({ page }) => {
  await page.goto('/#/login');
  await signIn(page, 'admin', ADMIN_PASSWORD);

  await expect(page.getByTestId('user-name')).toHaveText('Administrator');
  await expect(page).toHaveURL(/#\/home$/);
  await expect(page.getByTestId('env-name')).toHaveText('test');
  await expect(page.getByTestId('welcome')).toContainText('Administrator');

  await page.reload();
  await expect(page.getByTestId('user-name')).toHaveText('Administrator');

  await page.getByTestId('user-menu').hover();
  await page.getByText('退出登录').click();
  await expect(page).toHaveURL(/#\/login$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  // The session was revoked on the server: the shell is gone for good.
  await page.goto('/#/home');
  await expect(page).toHaveURL(/#\/login$/);
  const status = await page.evaluate(async () => (await fetch('/api/oauth/currentUser', { method: 'POST' })).status);
  expect(status).toBe(401);
});
