/**
 * Operations end to end: an administrator adds a data-dictionary item and finds it in the notice
 * form's type list; a user signs in from a second browser (a new device), the administrator
 * revokes that device and the user's browser is back at the login page on its next call; both
 * sign-ins are in the sign-in log.
 */
import { expect, test, type Page } from '@playwright/test';
import { createUser, signIn, signInPastNotice, uniqueName } from './helpers';

/** The open pane of the tab bar at this address. */
const pane = (page: Page, src: string) => page.locator(`[data-pane="/#${src}"]`);

test('a dictionary item added by an administrator is offered in the notice form', async ({ page }) => {
  const code = uniqueName('e2e').toLowerCase();
  const label = `审计通报 ${code.slice(-6)}`;
  await signInPastNotice(page);

  await page.goto('/#/dataDictionary');
  const dictionary = pane(page, '/dataDictionary');
  await dictionary.getByTestId('dict-type-noticeType').click();
  await dictionary.getByRole('button', { name: /新建字典项/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('编码').fill(code);
  await dialog.getByLabel('中文名称').fill(label);
  await dialog.getByLabel('英文名称').fill(`Audit ${code.slice(-6)}`);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dictionary.locator('tr', { hasText: code })).toContainText(label);

  await page.goto('/#/noticeManage');
  const notices = pane(page, '/noticeManage');
  await notices.getByRole('button', { name: /新建公告/ }).click();
  // The form opens in a tab of its own, in front (the tabs behind are aria-hidden).
  const form = page.locator('[data-pane]:not([aria-hidden])').filter({ has: page.getByText('发布对象') });
  // The select's box takes the click (its chosen item lies over the search input).
  await form.locator('.ant-select', { has: page.getByLabel('类型', { exact: true }) }).click();
  await expect(page.locator('.ant-select-dropdown:visible').getByTitle(label, { exact: true })).toBeVisible();
});

test('a device revoked by an administrator is signed out at its next call; both sign-ins are in the sign-in log', async ({ page, browser, request }) => {
  const user = await createUser(request);

  // The user, in a browser of their own: a device the server has not seen.
  const other = await browser.newContext();
  const userPage = await other.newPage();
  try {
    await signIn(userPage, user.account, user.password);

    await signInPastNotice(page);
    await page.goto('/#/userDeviceManage');
    const devices = pane(page, '/userDeviceManage');
    await devices.getByPlaceholder('账号或姓名开头').fill(user.account);
    await devices.getByRole('button', { name: /查\s*询/ }).click();
    const row = devices.locator('tr', { hasText: user.account });
    await expect(row).toHaveCount(1);
    await row.getByText('下线', { exact: true }).click();
    await page.locator('.ant-popover:visible').getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText(/已结束 1 个会话/)).toBeVisible();

    // The next call of the user's browser answers 401, and the app goes back to the login page.
    await userPage.reload();
    await expect(userPage).toHaveURL(/#\/login/);
    await expect(userPage.getByPlaceholder('账号')).toBeVisible();

    await page.goto('/#/operationLog');
    const log = pane(page, '/operationLog');
    await log.getByRole('tab', { name: '登录日志' }).click();
    const signIns = log.getByRole('tabpanel', { name: '登录日志' });
    for (const account of ['admin', user.account]) {
      await signIns.getByPlaceholder('账号开头').fill(account);
      await signIns.getByRole('button', { name: /查\s*询/ }).click();
      await expect(signIns.locator('tr', { hasText: account }).first()).toBeVisible();
    }
    // The analytics record of a sign-in: the person's job number beside the account and name.
    await expect(signIns.locator('tr', { hasText: user.account }).first()).toContainText(user.jobNo);
  } finally {
    await other.close();
  }
});
