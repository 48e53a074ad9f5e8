/** Steps several end-to-end tests share. */
import { expect, type Page } from '@playwright/test';
import { ADMIN_PASSWORD } from './env';

export async function signIn(page: Page, account = 'admin', password = ADMIN_PASSWORD): Promise<void> {
  await page.goto('/#/login');
  await page.getByPlaceholder('账号').fill(account);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByTestId('user-name')).toBeVisible();
}

/** The tabs of the tab bar, by address, in order. */
export async function tabSrcs(page: Page): Promise<string[]> {
  return page.getByRole('tab').evaluateAll((tabs) => tabs.map((t) => t.getAttribute('data-src') ?? ''));
}

export function tab(page: Page, src: string) {
  return page.locator(`[role="tab"][data-src="${src}"]`);
}

export async function activeSrc(page: Page): Promise<string | null> {
  return page.locator('[role="tab"][aria-selected="true"]').getAttribute('data-src');
}

/** A side-menu item by its text (its accessible name also carries the icon's label). */
export function sideMenuItem(page: Page, name: string) {
  const text = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.locator('.ant-menu-dark').getByRole('menuitem', { name: new RegExp(`(^|\\s)${text}$`) });
}

/** Signs in and acknowledges the notice popup if the shell finds an unread notice. */
export async function signInPastNotice(page: Page, account = 'admin', password = ADMIN_PASSWORD): Promise<void> {
  const notice = page.waitForResponse((r) => r.url().includes('/api/notice/current'));
  await signIn(page, account, password);
  const { data } = await (await notice).json();
  if (data?.topic) {
    await page.getByRole('button', { name: '我已阅读' }).click();
    await expect(page.locator('.ant-modal-wrap')).toBeHidden();
  }
}
