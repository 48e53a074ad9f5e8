/**
 * Signing in without a password: by QR code (a desktop at 1440 px shows the code, a phone at
 * 390 px signed in on the mini-portal confirms it, the desktop lands in the shell) and by a code
 * sent to the phone (the server's HTTP SMS sender posts it to a gateway this test stands in for).
 */
import { expect, test, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import { randomInt } from 'node:crypto';
import { E2E_SMS_PORT } from './env';
import { createUser } from './helpers';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'zh-CN' };

/** Signs in on the mini-portal's own form, shown at the page's address. */
async function signInOnMiniPortal(page: Page, account: string, password: string) {
  await page.getByPlaceholder('账号').fill(account);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByTestId('mini-sign-in').getByRole('button', { name: /登\s*录/ }).click();
}

test('a QR code shown on the desktop and confirmed on a phone signs the desktop in', async ({ page, browser, request }) => {
  const user = await createUser(request);
  const phone = await browser.newContext(PHONE);
  try {
    const phonePage = await phone.newPage();
    await phonePage.goto('/#/mini-portal');
    await signInOnMiniPortal(phonePage, user.account, user.password);
    await expect(phonePage.getByTestId('mini-tasks')).toBeVisible();

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/#/login');
    const ticket = page.waitForResponse((answer) => answer.url().includes('/api/oauth/qrTicket'));
    await page.getByRole('tab', { name: '扫码登录' }).click();
    const { data } = await (await ticket).json();
    await expect(page.locator('main canvas')).toBeVisible();

    // What the phone's camera reads from the code: the confirm screen of the mini-portal.
    await phonePage.goto(data.url);
    const confirm = phonePage.getByTestId('mini-qr');
    await expect(confirm).toContainText(user.name);
    await confirm.getByRole('button', { name: '确认登录' }).click();
    await expect(phonePage.getByTestId('mini-qr-confirmed')).toBeVisible();

    await expect(page.getByTestId('user-name')).toHaveText(user.name);
  } finally {
    await phone.close();
  }
});

test.describe('sign-in by a code sent to the phone', () => {
  /** The SMS gateway: what the server posted to it. */
  const sent: { phoneNumber: string; code: string }[] = [];
  let gateway: Server;
  test.beforeAll(async () => {
    gateway = createServer((incoming, answer) => {
      let body = '';
      incoming.on('data', (chunk) => (body += chunk));
      incoming.on('end', () => {
        sent.push(JSON.parse(body));
        answer.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(E2E_SMS_PORT, '127.0.0.1', resolve));
  });
  test.afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

  test('the login page sends a code to the number and the code signs in', async ({ page, request }) => {
    const number = `139${String(randomInt(0, 1e8)).padStart(8, '0')}`;
    const user = await createUser(request, [], undefined, { phone: number });
    await page.goto('/#/login');
    await page.getByRole('tab', { name: '手机验证码' }).click();
    await page.getByPlaceholder('手机号').fill(number);
    await page.getByTestId('send-code').click();
    await expect.poll(() => sent.find((message) => message.phoneNumber === number)?.code).toMatch(/^\d{6}$/);
    // The button counts down before another code may be asked for.
    await expect(page.getByTestId('send-code')).toBeDisabled();
    await expect(page.getByTestId('send-code')).toHaveText(/\d+ 秒后重新发送/);
    await page.getByPlaceholder('短信验证码').fill(sent.find((message) => message.phoneNumber === number)!.code);
    await page.getByTestId('phone-sign-in').getByRole('button', { name: /登\s*录/ }).click();
    await expect(page.getByTestId('user-name')).toHaveText(user.name);
  });
});
