/**
 * Steps several end-to-end tests share. Every spec creates the users and data it changes, with
 * names of its own (uniqueName), so specs and tests run alone, in any order and again on the
 * same database.
 */
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { ADMIN_PASSWORD } from './env';

/** A name no other test or earlier run has taken: the prefix, `_`, then letters and digits. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
}

/** Signs the API client in as the administrator; the client keeps the session cookie. */
async function signInAsAdmin(request: APIRequestContext): Promise<void> {
  const answer = await request.post('/api/oauth/signin', { data: { account: 'admin', password: ADMIN_PASSWORD } });
  expect((await answer.json()).data?.loginFlag).toBe(0);
}

/** The `data` of a successful API answer. */
async function dataOf<T>(answer: APIResponse): Promise<T> {
  const body = await answer.json();
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.data as T;
}

export interface NewUser {
  id: number;
  account: string;
  name: string;
  jobNo: string;
  password: string;
}

/**
 * A user of the test's own, created by the administrator through the API and holding the roles
 * with these codes: what the test does as this user (notices read, favourites, wrong
 * passwords) reaches no other test. `request` is the test's API client, not the page's.
 * `fields` adds fields of the user form (a phone number).
 */
export async function createUser(request: APIRequestContext, roleCodes: string[] = [], orgId?: number, fields: { phone?: string } = {}): Promise<NewUser> {
  await signInAsAdmin(request);
  const account = uniqueName('user');
  const name = `测试用户 ${account}`;
  const jobNo = uniqueName('J');
  const created = await dataOf<{ user: { id: number }; password: string }>(
    await request.post('/api/users', {
      data: { account, name, jobNo, email: `${account}@example.com`, ...fields, ...(orgId === undefined ? {} : { orgId }) },
    }),
  );
  const roles = await dataOf<{ id: number; roleCode: string }[]>(await request.get('/api/roles/options'));
  for (const roleCode of roleCodes) {
    const role = roles.find((r) => r.roleCode === roleCode);
    expect(role, roleCode).toBeDefined();
    await dataOf(await request.post(`/api/roles/${role!.id}/users`, { data: { userIds: [created.user.id] } }));
  }
  return { id: created.user.id, account, name, jobNo, password: created.password };
}

/** An organisation of the test's own under the root, created by the administrator through the API. */
export async function createOrg(request: APIRequestContext): Promise<{ id: number; name: string }> {
  await signInAsAdmin(request);
  const [root] = await dataOf<{ id: number }[]>(await request.get('/api/orgs'));
  const orgNo = uniqueName('ORG').replace(/_/g, '-').toUpperCase().slice(0, 32);
  const name = `测试组织 ${orgNo}`;
  const created = await dataOf<{ id: number }>(await request.post('/api/orgs', { data: { parentId: root.id, orgNo, name } }));
  return { id: created.id, name };
}

/** Fills the login form already shown, submits it and waits for the shell. */
async function submitSignIn(page: Page, account: string, password: string): Promise<void> {
  await page.getByPlaceholder('账号').fill(account);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByTestId('user-name')).toBeVisible();
}

export async function signIn(page: Page, account = 'admin', password = ADMIN_PASSWORD): Promise<void> {
  await page.goto('/#/login');
  await submitSignIn(page, account, password);
}

/** The tabs of the tab bar, by address, in order. */
export async function tabSrcs(page: Page): Promise<string[]> {
  return page.locator('[role="tab"][data-src]').evaluateAll((tabs) => tabs.map((t) => t.getAttribute('data-src') ?? ''));
}

export function tab(page: Page, src: string) {
  return page.locator(`[role="tab"][data-src="${src}"]`);
}

export async function activeSrc(page: Page): Promise<string | null> {
  return page.locator('[role="tab"][data-src][aria-selected="true"]').getAttribute('data-src');
}

/** A side-menu item by its text (its accessible name also carries the icon's label). */
export function sideMenuItem(page: Page, name: string) {
  const text = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.locator('.ant-menu-dark').getByRole('menuitem', { name: new RegExp(`(^|\\s)${text}$`) });
}

/** Signs out through the user menu and waits for the login page. */
export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').hover();
  await page.getByText('退出登录').click();
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByPlaceholder('账号')).toBeVisible();
}

/**
 * Signs in on the login page already shown and acknowledges the notice popup if the shell's
 * start-up answer (GET /api/home/bootstrap) brings an unread notice.
 */
export async function signInHere(page: Page, account = 'admin', password = ADMIN_PASSWORD): Promise<void> {
  const boot = page.waitForResponse((r) => r.url().includes('/api/home/bootstrap'));
  await submitSignIn(page, account, password);
  const { data } = await (await boot).json();
  if (data?.notice?.topic) await readEveryNotice(page);
}

/** Acknowledges the popup's notice, then each next unread one it shows (the answer says which), until none is left. */
export async function readEveryNotice(page: Page): Promise<void> {
  for (;;) {
    const next = page.waitForResponse((r) => r.url().includes('/api/notice/current'));
    await page.getByRole('button', { name: '我已阅读' }).click();
    const { data } = await (await next).json();
    if (!data?.topic) break;
    await expect(page.locator('.ant-modal-wrap').getByText(data.topic, { exact: true })).toBeVisible();
  }
  await expect(page.locator('.ant-modal-wrap')).toBeHidden();
}

/** Opens the login page, signs in and acknowledges the notice popup if one comes. */
export async function signInPastNotice(page: Page, account = 'admin', password = ADMIN_PASSWORD): Promise<void> {
  await page.goto('/#/login');
  await signInHere(page, account, password);
}
