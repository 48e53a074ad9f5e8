/**
 * The pages people meet first, in both languages at both common laptop widths: layout checks
 * that screenshots alone would leave to the eye, and the screenshots themselves, kept in
 * reports/screenshots/ as artefacts of the run.
 */
import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { ADMIN_PASSWORD } from './env';
import { signInPastNotice } from './helpers';

const SHOTS = path.resolve(__dirname, '../../reports/screenshots');
const LOCALES = [
  { locale: 'zh-CN', users: '用户管理', newUser: /新\s*建/, posts: '岗位', detail: '详情' },
  { locale: 'en-US', users: 'Users', newUser: /New/, posts: 'Posts', detail: 'Detail' },
] as const;
const WIDTHS = [
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
];

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) });

/** Chooses the language the way the language switch keeps it, and reloads. */
async function useLocale(page: Page, locale: string) {
  await page.evaluate((lang) => localStorage.setItem('umi_locale', lang), locale);
  await page.reload();
}

/**
 * Opens each page in its tab, waits until `ready` shows in its pane and checks that the page
 * itself never scrolls sideways (wide tables scroll inside their card), then takes its picture.
 */
async function eachPageReady(page: Page, locale: string, name: string, pages: readonly (readonly [string, string, string])[]) {
  for (const [address, picture, ready] of pages) {
    await page.goto(address);
    await useLocale(page, locale);
    await expect(page.locator(`[data-pane="${address}"]`).locator(ready).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await shot(page, `${name}-${picture}`);
  }
}

for (const { locale, users, newUser, posts, detail } of LOCALES) {
  for (const size of WIDTHS) {
    const name = `${locale}-${size.width}`;

    test(`login page, ${name}: the title never runs into the subtitle`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/#/login');
      await useLocale(page, locale);
      const title = (await page.locator('main h1').boundingBox())!;
      const subtitle = (await page.locator('main h1 + p').boundingBox())!;
      expect(title.y + title.height).toBeLessThanOrEqual(subtitle.y);
      const card = (await page.locator('main').boundingBox())!;
      const submit = (await page.locator('main button[type=submit]').boundingBox())!;
      expect(card.y + card.height - (submit.y + submit.height)).toBeGreaterThanOrEqual(16);
      await shot(page, `${name}-login`);
    });

    test(`users page, ${name}: key columns reachable and the posts picker full width`, async ({ page }) => {
      await page.setViewportSize(size);
      await signInPastNotice(page);
      await page.goto('/#/userManage');
      await useLocale(page, locale);
      const pane = page.locator('[data-pane="/#/userManage"]');
      const body = pane.locator('.ant-table-body');
      await expect(pane.locator('.ant-table-row').first()).toBeVisible();
      // Either every column fits, or the table scrolls sideways (the columns are not cut off).
      const { scrollWidth, clientWidth, overflowX } = await body.evaluate((el) => ({
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
        overflowX: getComputedStyle(el).overflowX,
      }));
      if (scrollWidth > clientWidth) expect(overflowX).toMatch(/auto|scroll/);
      await shot(page, `${name}-users`);

      await pane.locator('.ant-pro-table-list-toolbar').getByRole('button', { name: newUser }).click();
      // The dialog with the form (closed dialogs, such as the notice popup, stay in the page hidden).
      const dialog = page.locator('.ant-modal-content').filter({ has: page.getByTestId('select-post-tree') });
      const picker = dialog.getByTestId('select-post-tree');
      await expect(dialog.getByText(posts, { exact: true })).toBeVisible();
      // The picker spans both columns of the form: about twice the width of the account field.
      // Both are measured in one frame, as the dialog may still be zooming in.
      await expect(picker).toBeVisible();
      const ratio = await dialog.evaluate((el) => {
        const width = (selector: string) => el.querySelector(selector)!.getBoundingClientRect().width;
        return width('[data-testid="select-post-tree"]') / width('input.ant-input');
      });
      expect(ratio).toBeGreaterThan(1.8);
      // The picture once the dialog has finished zooming in.
      await page.waitForFunction(() => !document.querySelector('.ant-zoom-appear, .ant-zoom-enter'));
      await shot(page, `${name}-user-create`);
      await expect(page.getByRole('tab', { name: users })).toBeVisible();
    });

    test(`detail drawers, ${name}: a user's and a role's details as label-value lists, dates to the minute`, async ({ page }) => {
      await page.setViewportSize(size);
      await signInPastNotice(page);
      for (const [address, picture] of [['/#/userManage', 'user-detail'], ['/#/roleManage', 'role-detail']] as const) {
        await page.goto(address);
        await useLocale(page, locale);
        const pane = page.locator(`[data-pane="${address}"]`);
        await pane.locator('.ant-table-row').first().getByText(detail, { exact: true }).click();
        const drawer = page.locator('.ant-drawer-content');
        await expect(drawer.locator('.ant-descriptions-item-label').first()).toBeVisible();
        // Created/updated times read to the minute (YYYY-MM-DD HH:mm), never with seconds.
        await expect(drawer.getByText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/).first()).toBeVisible();
        await expect(drawer.getByText(/\d{2}:\d{2}:\d{2}/)).toHaveCount(0);
        await page.waitForFunction(() => !document.querySelector('.ant-drawer-content-wrapper[class*="-appear"], .ant-drawer-content-wrapper[class*="-enter"]'));
        await shot(page, `${name}-${picture}`);
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
      }
    });

    test(`notices, download centre and feedback handling, ${name}: each page's table shown, nothing wider than the window`, async ({ page }) => {
      await page.setViewportSize(size);
      await signInPastNotice(page);
      await eachPageReady(page, locale, name, [
        ['/#/noticeManage', 'notices', '.ant-table'],
        ['/#/portal/download', 'download', '.ant-table'],
        ['/#/feedbackManage', 'feedback-handling', '.ant-table'],
      ]);
    });

    test(`workbench, tasks and to-dos, ${name}: each page ready, nothing wider than the window`, async ({ page }) => {
      await page.setViewportSize(size);
      await signInPastNotice(page);
      await eachPageReady(page, locale, name, [
        ['/#/home', 'workbench', '[data-testid="task-summary"]'],
        ['/#/taskHome', 'task-home', '[data-testid="task-summary"]'],
        ['/#/taskMy', 'task-my', '.ant-table'],
        ['/#/taskManage', 'task-manage', '.ant-table'],
        ['/#/taskRule', 'task-rules', '.ant-table'],
        ['/#/lazarToDo', 'todos', '.ant-table'],
      ]);
    });

    test(`login QR tab, ${name}: the code and its countdown inside the card`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto('/#/login');
      await useLocale(page, locale);
      await page.getByRole('tab').nth(2).click();
      const code = (await page.locator('main canvas').boundingBox())!;
      const card = (await page.locator('main').boundingBox())!;
      expect(code.y + code.height).toBeLessThan(card.y + card.height);
      await shot(page, `${name}-login-qr`);
    });

    test(`operations, ${name}: logs, dictionary, devices, system information and dashboard ready, nothing wider than the window`, async ({ page }) => {
      await page.setViewportSize(size);
      await signInPastNotice(page);
      await eachPageReady(page, locale, name, [
        ['/#/operationLog', 'operation-log', '.ant-table'],
        ['/#/dataDictionary', 'data-dictionary', '.ant-table'],
        ['/#/userDeviceManage', 'user-devices', '.ant-table'],
        ['/#/dev', 'dev', '.ant-descriptions'],
        ['/#/admin', 'admin-dashboard', 'canvas'],
        ['/#/constAccount', 'shared-accounts', '.ant-table'],
        ['/#/Inte', 'integrations', '.ant-table'],
      ]);
    });
  }

  test(`mini-portal at 390 px, ${locale}: no sideways scroll, touch targets of 44 px, no shell or admin code loaded`, async ({ browser }) => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    // The language chosen before the first load: a reload would cut off scripts being read below.
    await phone.addInitScript((lang) => localStorage.setItem('umi_locale', lang), locale);
    const page = await phone.newPage();
    try {
      const scripts: string[] = [];
      page.on('response', async (answer) => {
        if (answer.url().endsWith('.js') && !/\/umi\.[\w]+\.js$/.test(answer.url())) scripts.push(await answer.text());
      });
      await page.goto('/#/mini-portal');
      await expect(page.getByTestId('mini-sign-in')).toBeVisible();
      await shot(page, `${locale}-390-mini-portal-sign-in`);
      // The mini-portal's own sign-in (captcha off here): account, then password.
      const fields = page.getByTestId('mini-sign-in').locator('input');
      await fields.nth(0).fill('admin');
      await fields.nth(1).fill(ADMIN_PASSWORD);
      await page.getByTestId('mini-sign-in').locator('button[type=submit]').click();
      await expect(page.getByTestId('mini-tasks')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      const small = await page.locator('button:visible').evaluateAll((buttons) => buttons.filter((b) => b.getBoundingClientRect().height < 44).length);
      expect(small).toBe(0);
      await shot(page, `${locale}-390-mini-portal`);
      // Only what the mini-portal itself needs: no ProLayout, no ProTable.
      expect(scripts.filter((text) => text.includes('pro-layout') || text.includes('pro-table'))).toEqual([]);
    } finally {
      await phone.close();
    }
  });
}
