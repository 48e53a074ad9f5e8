/**
 * Identity and access administration as an administrator does it: an organisation, a post, a
 * role with "own organisation" data scope and a hidden phone field, a user holding it; then
 * that user signs in and sees only their organisation's users, no phone column, and no role
 * management. All of them carry names of this run's own, so the story runs again on the same
 * database.
 */
import { expect, test, type Page } from '@playwright/test';
import { sideMenuItem, signInPastNotice, signOut, uniqueName } from './helpers';

/** The open modal or drawer (closed ones stay in the page, hidden). */
const dialog = (page: Page) =>
  page.locator('.ant-modal-content, .ant-drawer-content-wrapper').filter({ visible: true }).last();

async function openAdminPage(page: Page, name: string) {
  if (!(await sideMenuItem(page, name).isVisible())) await sideMenuItem(page, '系统管理').click();
  await sideMenuItem(page, name).click();
}

/** A toolbar's "new" button (its icon's label comes first). */
const NEW = /^(plus )?新\s*建$/;

test('a user given a restricted role sees only their organisation, without phone numbers, and no role management', async ({ page }) => {
  test.slow(); // one story: five administration pages, then a second sign-in
  const org = { orgNo: uniqueName('AUDIT'), name: uniqueName('审计部') };
  const post = { postNo: uniqueName('AUDITOR'), name: uniqueName('审计专员') };
  const role = { roleCode: uniqueName('auditor'), name: uniqueName('审计查看') };
  const user = { account: uniqueName('auditor'), name: '审计员甲', jobNo: uniqueName('A'), email: 'auditor@example.com', phone: '13800138123' };
  await signInPastNotice(page);

  // The organisation, under the root, from the users page's organisation tree.
  await openAdminPage(page, '用户管理');
  const tree = page.getByTestId('org-tree');
  await tree.getByText('财务共享服务中心', { exact: true }).click();
  await page.getByRole('button', { name: '新建组织' }).click();
  await dialog(page).getByLabel('组织编码').fill(org.orgNo);
  await dialog(page).getByLabel('组织名称').fill(org.name);
  await dialog(page).getByRole('button', { name: /确\s*定|保\s*存/ }).click();
  await expect(tree.getByText(org.name)).toBeVisible();

  // The post.
  await openAdminPage(page, '岗位管理');
  await page.getByRole('button', { name: NEW }).click();
  await dialog(page).getByLabel('岗位编号').fill(post.postNo);
  await dialog(page).getByLabel('岗位名称').fill(post.name);
  await dialog(page).getByRole('button', { name: /确\s*定|保\s*存/ }).click();
  await expect(page.getByRole('cell', { name: post.name })).toBeVisible();

  // The role: base form, own-organisation data scope, the users module's view right and menu,
  // the phone field hidden.
  await openAdminPage(page, '角色管理');
  await page.getByRole('button', { name: '新建角色' }).click();
  await dialog(page).getByLabel('角色编码').fill(role.roleCode);
  await dialog(page).getByLabel('角色名称').fill(role.name);
  await dialog(page).getByRole('button', { name: /确\s*定|保\s*存/ }).click();
  // New roles come last; the search finds this one on a database of many runs.
  await page.getByPlaceholder('角色编码或名称开头').fill(role.roleCode);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const row = page.getByRole('row', { name: new RegExp(role.roleCode) });
  await expect(row).toBeVisible();

  await row.getByText('授权').click();
  await page.getByRole('menuitem', { name: '数据授权' }).click();
  await page.getByTestId('data-scope-3').click();
  await dialog(page).getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('数据授权已保存')).toBeVisible();

  await row.getByText('授权').click();
  await page.getByRole('menuitem', { name: '功能授权' }).click();
  const drawer = dialog(page);
  const users = drawer.getByRole('row', { name: /用户管理/ }).first();
  await users.getByRole('checkbox', { name: '查看' }).check();
  await drawer.getByTestId(/^menu-tree-/).first().getByText('用户管理', { exact: true }).click();
  await drawer.getByTestId('function-save').click();
  await expect(page.getByText('功能授权已保存')).toBeVisible();

  await row.getByText('授权').click();
  await page.getByRole('menuitem', { name: '字段授权' }).click();
  const fields = dialog(page);
  // The users module, the only one with fields, comes chosen.
  await expect(fields.getByText('用户管理 (user)')).toBeVisible();
  await fields.getByRole('row', { name: /手机号/ }).getByText('隐藏').click();
  await fields.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText(/字段授权已保存/)).toBeVisible();
  await fields.getByRole('button', { name: '关 闭' }).click();

  // The user, in the new organisation, with the role; the generated password is shown once.
  await openAdminPage(page, '用户管理');
  await page.getByRole('button', { name: NEW }).click();
  const form = dialog(page);
  await form.getByLabel('账号').fill(user.account);
  await form.getByLabel('姓名').fill(user.name);
  await form.getByLabel('工号').fill(user.jobNo);
  await form.getByLabel('邮箱').fill(user.email);
  await form.getByLabel('手机号').fill(user.phone);
  // Both pickers are searched: their lists grow by one entry a run.
  await form.getByLabel('所属组织').click();
  await page.keyboard.type(org.name);
  await page.locator('.ant-select-dropdown:visible').getByText(org.name).click();
  await form.getByLabel('角色').click();
  await page.keyboard.type(role.name);
  await page.locator('.ant-select-dropdown:visible').getByText(role.name).click();
  // The roles list stays open after a choice and, longer each run, may cover the save button.
  await form.getByLabel('账号').click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await form.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
  const password = (await page.getByTestId('generated-password').innerText()).trim();
  expect(password.length).toBeGreaterThanOrEqual(12);
  await page.getByTestId('password-close').click();
  await expect(page.getByRole('cell', { name: user.account })).toBeVisible();

  // The user signs in.
  await signOut(page);
  await signInPastNotice(page, user.account, password);

  await openAdminPage(page, '用户管理');
  const table = page.locator('.ant-pro-table');
  await expect(table.getByRole('cell', { name: user.account })).toBeVisible();
  // Own organisation only: the administrator (root organisation) is not listed.
  await expect(table.getByRole('cell', { name: 'admin', exact: true })).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: '手机号' })).toHaveCount(0);
  await expect(table.getByText(user.phone)).toHaveCount(0);
  // No rights beyond view: no new, import or export buttons.
  await expect(page.getByRole('button', { name: NEW })).toHaveCount(0);

  // Role management is neither in the menu nor open at its address.
  await expect(sideMenuItem(page, '角色管理')).toHaveCount(0);
  await page.goto('/#/roleManage');
  await expect(page.locator('.ant-result-title').filter({ hasText: '无权访问' }).filter({ visible: true })).toBeVisible();
});
