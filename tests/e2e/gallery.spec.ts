/**
 * The gallery (menu 组件示例 / Gallery, administrators only): every page its menu lists opens
 * in its tab with its title and props table, logs no error to the console, never scrolls
 * sideways at 1280 px, and is kept as a screenshot in reports/screenshots/.
 */
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { signInPastNotice } from './helpers';

const SHOTS = path.resolve(__dirname, '../../reports/screenshots');

interface MenuNode {
  name: string;
  path: string | null;
  children: MenuNode[];
}

/** The gallery's pages as the administrator's menu lists them. */
async function galleryPages(page: Page): Promise<MenuNode[]> {
  const answer = await page.request.post('/api/home/menu', {
    data: { systemNo: 'FSSC', applicationNo: '10' },
    headers: { 'accept-language': 'en' },
  });
  const tree = (await answer.json()).data as MenuNode[];
  return tree.find((node) => node.name === 'Gallery')?.children ?? [];
}

test('every gallery page opens with its title and props table, without console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  await page.setViewportSize({ width: 1280, height: 720 });
  await signInPastNotice(page);

  const pages = await galleryPages(page);
  expect(pages.length).toBeGreaterThanOrEqual(15);
  for (const address of pages.map((node) => String(node.path))) {
    await page.goto(`/#${address}`);
    const pane = page.locator(`[data-pane="/#${address}"]`);
    await expect(pane.locator('h3').first()).toBeVisible();
    await expect(pane.getByText('何时使用', { exact: true })).toBeVisible();
    await expect(pane.locator('.ant-card-head-title', { hasText: /^属性$/ })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
      address,
    ).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, `gallery${address.replace(/\//g, '-')}.png`), fullPage: true });
  }
  expect(errors).toEqual([]);
});
