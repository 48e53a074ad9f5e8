/**
 * The portal shell as finance staff use it: unread badge, switcher, menu tabs that keep their
 * state, the tab context menu, reload, favourites, an embedded page calling the shell, language.
 */
import { expect, test, type Page } from '@playwright/test';
import { activeSrc, createUser, sideMenuItem, signIn, signInPastNotice, tab, tabSrcs } from './helpers';

const PERSONAL = '/#/personalCenter';
const FRAME = '/#/frame?url=%2Fframe-demo.html';
const FEEDBACK = '/#/portal/feedback';
const DOWNLOAD = '/#/portal/download';

async function tabCommand(page: Page, src: string, label: string) {
  await tab(page, src).click({ button: 'right' });
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByText(label, { exact: true }).click();
}

test('the shell keeps finance staff in their tabs', async ({ page, request }) => {
  // A user of its own: the notice it reads and the favourite it adds are nobody else's.
  const user = await createUser(request, ['admin']);
  await signIn(page, user.account, user.password);

  // The unread badge counts the launch notice until the popup is acknowledged.
  const bell = page.getByTestId('messages-button');
  await expect(bell.locator('.ant-badge-count')).toHaveText('1');
  await page.getByRole('button', { name: '我已阅读' }).click();
  await expect(bell.locator('.ant-badge-count')).toHaveCount(0);

  await expect(tabSrcs(page)).resolves.toEqual(['/#/home']);
  await expect(page).toHaveTitle('首页 - 财务共享服务中心');

  // System and application switcher: another system has other menus.
  const switcher = page.getByTestId('system-switcher');
  await expect(switcher).toHaveText(/财务共享服务中心 \/ 财务共享门户/);
  await switcher.click();
  await page.getByRole('menuitem', { name: '零售财务' }).last().click();
  await expect(switcher).toHaveText(/零售财务 \/ 零售财务/);
  await expect(sideMenuItem(page, '公告管理')).toHaveCount(0);
  await switcher.click();
  await page.getByRole('menuitem', { name: '财务共享门户' }).click();
  await expect(sideMenuItem(page, '公告管理')).toBeVisible();

  // Three pages from the menu open as tabs, each after the active one.
  await sideMenuItem(page, '个人中心').click();
  await sideMenuItem(page, '嵌入页示例').click();
  await sideMenuItem(page, '意见反馈').click();
  await expect.poll(() => tabSrcs(page)).toEqual(['/#/home', PERSONAL, FRAME, FEEDBACK]);
  expect(await activeSrc(page)).toBe(FEEDBACK);
  await tab(page, PERSONAL).click();
  await sideMenuItem(page, '下载中心').click();
  await expect.poll(() => tabSrcs(page)).toEqual(['/#/home', PERSONAL, DOWNLOAD, FRAME, FEEDBACK]);
  // An open page is only activated.
  await sideMenuItem(page, '个人中心').click();
  await expect.poll(() => activeSrc(page)).toBe(PERSONAL);
  await expect.poll(() => tabSrcs(page)).toHaveLength(5);

  // Typed input survives switching tabs, in our own page and in the embedded one.
  await tab(page, FEEDBACK).click();
  await page.getByTestId('feedback-content').fill('月结期间报销单提交很慢');
  await tab(page, FRAME).click();
  const frame = page.frameLocator('[data-testid="page-frame"]');
  await frame.locator('#draft').fill('still here');
  await tab(page, '/#/home').click();
  await tab(page, FEEDBACK).click();
  await expect(page.getByTestId('feedback-content')).toHaveValue('月结期间报销单提交很慢');
  await tab(page, FRAME).click();
  await expect(frame.locator('#draft')).toHaveValue('still here');

  // The embedded page calls the shell through postMessage: addTab opens the workbench.
  await frame.locator('#open-tab').click();
  await expect.poll(() => activeSrc(page)).toBe('/#/home');

  // Context menu: close to the right of the download tab, then close this one.
  await tabCommand(page, DOWNLOAD, '关闭右侧');
  await expect.poll(() => tabSrcs(page)).toEqual(['/#/home', PERSONAL, DOWNLOAD]);
  await tabCommand(page, DOWNLOAD, '关闭');
  await expect.poll(() => tabSrcs(page)).toEqual(['/#/home', PERSONAL]);

  // A reload keeps the open tabs and the active one. The address follows the tab in front
  // after the frame that shows it, as a user pressing F5 would see.
  await tab(page, PERSONAL).click();
  await expect(page).toHaveURL(/#\/personalCenter$/);
  await page.reload();
  await expect.poll(() => tabSrcs(page)).toEqual(['/#/home', PERSONAL]);
  await expect.poll(() => activeSrc(page)).toBe(PERSONAL);

  // Favourites: add the current page, then open it from the list.
  await page.getByTestId('favorites-button').click();
  await page.getByTestId('favorites-add').click();
  await expect(page.getByTestId('favorites-panel')).toContainText('个人中心');
  await tab(page, '/#/home').click();
  await page.getByTestId('favorites-button').click();
  await page.getByTestId('favorites-panel').getByText('个人中心').click();
  await expect.poll(() => activeSrc(page)).toBe(PERSONAL);

  // Closing everything keeps home.
  await tabCommand(page, '/#/home', '全部关闭');
  await expect.poll(() => tabSrcs(page)).toEqual(['/#/home']);
});

test('the language switch turns the shell into English and keeps it after a reload', async ({ page }) => {
  await signInPastNotice(page);
  await page.getByTestId('locale-switch').click();
  await page.getByTestId('locale-en-US').click();
  await expect(tab(page, '/#/home')).toHaveText('Home');
  await expect(page.getByRole('menuitem', { name: /Notices$/ })).toBeVisible(); // menu names from the server follow
  await page.reload();
  await expect(tab(page, '/#/home')).toHaveText('Home');
  await page.getByTestId('locale-switch').click();
  await page.getByTestId('locale-zh-CN').click();
  await expect(tab(page, '/#/home')).toHaveText('首页');
});

test('a page hidden for a while lets go of its memory and comes back as it was', async ({ page }) => {
  // The page's clock, so that a minute hidden passes at once.
  await page.clock.install();
  await signInPastNotice(page);
  const open = (src: string) => page.evaluate((hash) => (window.location.hash = hash), src.slice(1));

  await open('/#/portal/settings');
  await page.getByTestId('settings-release').getByText('1 分钟').click();

  await open('/#/userManage');
  const users = page.locator('[data-pane="/#/userManage"]');
  await users.getByPlaceholder('账号、姓名或工号开头').fill('admin');
  await users.getByRole('button', { name: /查\s*询/ }).click();
  await users.getByRole('columnheader', { name: '账号' }).click();
  await expect(users.getByRole('columnheader', { name: '账号' })).toHaveAttribute('aria-sort', 'ascending');

  await tab(page, '/#/home').click();
  await page.clock.fastForward('01:05');
  await expect(users).toHaveAttribute('data-released', 'true');
  await expect(users.locator('*')).toHaveCount(0);
  // A page that does not keep its state is kept whole.
  await expect(page.locator('[data-pane="/#/portal/settings"]')).not.toHaveAttribute('data-released');

  await tab(page, '/#/userManage').click();
  await expect(users).not.toHaveAttribute('data-released');
  await expect(users.getByPlaceholder('账号、姓名或工号开头')).toHaveValue('admin');
  await expect(users.getByRole('columnheader', { name: '账号' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(users.locator('.ant-table-row').first()).toContainText('admin');
});
