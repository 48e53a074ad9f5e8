/** Addresses as people share them: a link to a page opens that page, in any language. */
import { expect, test } from '@playwright/test';
import { activeSrc, signInHere, signInPastNotice, tab } from './helpers';

test('a link to a page opens that page after sign-in', async ({ page }) => {
  await page.goto('/#/userManage');
  await expect(page).toHaveURL(/#\/login\?redirect=%2FuserManage$/);
  await signInHere(page);
  await expect(page).toHaveURL(/#\/userManage$/);
  await expect.poll(() => activeSrc(page)).toBe('/#/userManage');
});

test('a link opened in a new window brings its page to the front', async ({ page, context }) => {
  await signInPastNotice(page);
  const opened = await context.newPage();
  await opened.goto('/#/PostManage');
  await expect(tab(opened, '/#/PostManage')).toBeVisible();
  await expect.poll(() => activeSrc(opened)).toBe('/#/PostManage');
  await expect(opened).toHaveURL(/#\/PostManage$/);
});

test('/@index leads home and an unknown address is titled as not found', async ({ page }) => {
  await signInPastNotice(page);
  await page.goto('/#/@index');
  await expect(page).toHaveURL(/#\/home$/);
  await page.goto('/#/no-such-page');
  await expect(tab(page, '/#/no-such-page')).toHaveText('页面不存在');
});

test('open tabs follow a language switch', async ({ page }) => {
  await signInPastNotice(page);
  await page.goto('/#/userManage');
  await expect(tab(page, '/#/userManage')).toHaveText('用户管理');
  await page.goto('/#/personalCenter');
  await expect(tab(page, '/#/personalCenter')).toHaveText('个人中心');
  await page.getByTestId('locale-switch').click();
  await page.getByTestId('locale-en-US').click();
  await expect(tab(page, '/#/home')).toHaveText('Home');
  await expect(tab(page, '/#/userManage')).toHaveText('Users');
  await expect(tab(page, '/#/personalCenter')).toHaveText('Personal center');
  await page.getByTestId('locale-switch').click();
  await page.getByTestId('locale-zh-CN').click();
  await expect(tab(page, '/#/userManage')).toHaveText('用户管理');
});

test('the home tab stays in view however many tabs are open', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signInPastNotice(page);
  const pages = ['userManage', 'userGroup', 'roleManage', 'menuManage', 'moduleManage', 'PostManage', 'application', 'authorized', 'personalCenter', 'portal/download', 'portal/settings'];
  for (const path of pages) {
    await page.goto(`/#/${path}`);
    await expect(tab(page, `/#/${path}`)).toBeVisible();
  }
  const bar = (await page.getByTestId('tab-bar').boundingBox())!;
  const home = (await tab(page, '/#/home').boundingBox())!;
  const last = (await tab(page, '/#/portal/settings').boundingBox())!;
  // The tabs overflow and the bar has scrolled to the last one, yet home is still at its left end.
  expect(last.x + last.width).toBeLessThanOrEqual(bar.x + bar.width);
  expect(home.x).toBeGreaterThanOrEqual(bar.x);
  expect(home.x).toBeLessThan(bar.x + 80);
  await expect(tab(page, '/#/home')).toBeInViewport();
});
