/**
 * `npm run demo`: a stakeholder signs in with a demo account from the login page's card, opens
 * three areas holding the demo data and signs out.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { activeSrc, readEveryNotice, sideMenuItem, signOut } from '../e2e/helpers';

/**
 * Until the dev server has built the front end it answers every address with its "Bundling..."
 * page, which reloads itself: a navigation started then never settles. Its status address says
 * when both the sources and the dependencies are built.
 */
async function bundled(request: APIRequestContext): Promise<void> {
  await expect
    .poll(
      async () => {
        const status = await (await request.get('/__umi/api/bundle-status')).json();
        return status.bundleStatus?.done === true && status.mfsuBundleStatus?.done !== false;
      },
      { timeout: 240_000, intervals: [2_000] },
    )
    .toBe(true);
}

/** Opens a page of the side menu, first unfolding its directory when it is folded. */
async function openFromMenu(page: Page, directory: string | null, name: string, src: string): Promise<void> {
  if (directory && !(await sideMenuItem(page, name).isVisible())) await sideMenuItem(page, directory).click();
  await sideMenuItem(page, name).click();
  await expect.poll(() => activeSrc(page)).toBe(src);
}

test('the team leader signs in from the demo accounts, opens users, task dispatch and notices, and signs out', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await bundled(request);
  await page.goto('/#/login');
  await expect(page.getByPlaceholder('账号')).toBeVisible();
  const card = page.getByTestId('demo-accounts');
  await card.getByRole('button', { name: /部门负责人/ }).click();
  await expect(page.getByPlaceholder('账号')).toHaveValue('demo.leader');

  const boot = page.waitForResponse((r) => r.url().includes('/api/home/bootstrap'));
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByTestId('user-name')).toHaveText('陈思远');
  if ((await (await boot).json()).data?.notice?.topic) await readEveryNotice(page);
  await expect(page.getByTestId('env-name')).toHaveText('demo');
  await expect(page.getByTestId('demo-badge')).toHaveText('演示数据');

  await openFromMenu(page, '系统管理', '用户管理', '/#/userManage');
  await expect(page.getByRole('cell', { name: /@fssc-demo\.example\.com$/ }).first()).toBeVisible();

  await openFromMenu(page, '任务管理', '任务调度', '/#/taskManage');
  await expect(page.getByRole('cell', { name: /^T\d{8}$/ }).first()).toBeVisible();

  await openFromMenu(page, null, '公告管理', '/#/noticeManage');
  await expect(page.getByRole('cell', { name: '费用审核部11月质量抽检结果通报' })).toBeVisible();

  await signOut(page);
  expect(errors).toEqual([]);
});
