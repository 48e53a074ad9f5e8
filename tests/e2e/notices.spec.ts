/**
 * Notices end to end: an administrator publishes a notice with an attachment to one
 * organisation through the notice form; a user in it gets the popup and the unread count at
 * once (pushed, no reload), opens the attachment, reads it and the count drops; a user outside
 * sees nothing; the administrator's receipts say 1 of 1 read.
 */
import { expect, test, type Page } from '@playwright/test';
import { createOrg, createUser, signInPastNotice, uniqueName } from './helpers';

/** A small PDF, as a finance team would attach a guide. */
const GUIDE_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const messagesButton = (page: Page) => page.getByTestId('messages-button');

async function publishToOrg(page: Page, topic: string, orgName: string): Promise<void> {
  await page.goto('/#/noticeManage');
  await page.getByRole('button', { name: '新建公告' }).click();
  const form = page.locator('form').filter({ has: page.getByRole('group', { name: '发布对象' }) });
  await form.getByLabel('主题').fill(topic);
  await form.getByRole('textbox', { name: '内容' }).fill('月末结账截止时间调整为 25 日 18:00，请提前提交单据。');
  await form.getByRole('radio', { name: '立即发布' }).check();

  const targets = form.getByRole('group', { name: '发布对象' });
  await targets.getByRole('checkbox', { name: '组织' }).check();
  const orgPicker = targets.getByRole('combobox').first();
  await orgPicker.click();
  await orgPicker.fill(orgName);
  await page.locator('.ant-select-tree').getByTitle(orgName, { exact: true }).click();
  await page.keyboard.press('Escape');

  const uploaded = page.waitForResponse((r) => r.url().includes('/api/noticeManage/attachments') && r.request().method() === 'POST');
  await form.locator('input[type="file"]').setInputFiles({ name: '结账指南.pdf', mimeType: 'application/pdf', buffer: GUIDE_PDF });
  expect((await uploaded).ok()).toBe(true);
  await expect(form.getByText('结账指南.pdf')).toBeVisible();

  const saved = page.waitForResponse((r) => /\/api\/noticeManage$/.test(r.url()) && r.request().method() === 'POST');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: topic });
  if (await confirm.getByRole('button', { name: /确\s*定/ }).isVisible().catch(() => false)) await confirm.getByRole('button', { name: /确\s*定/ }).click();
  const body = await (await saved).json();
  expect(body.success, JSON.stringify(body)).toBe(true);
}

test('a notice published to one organisation reaches its people at once, and the author sees it read', async ({ page, browser, request }) => {
  const org = await createOrg(request);
  const reader = await createUser(request, [], org.id);
  const outsider = await createUser(request);
  const topic = uniqueName('结账通知');

  // The reader is signed in before the notice exists: it must arrive without a reload.
  const readerContext = await browser.newContext();
  const readerPage = await readerContext.newPage();
  await signInPastNotice(readerPage, reader.account, reader.password);
  await expect(messagesButton(readerPage)).toHaveAccessibleName('消息');

  await signInPastNotice(page);
  await publishToOrg(page, topic, org.name);

  // The shell's popup (a modal; the notice page opens its notices in a drawer).
  const popup = readerPage.locator('.ant-modal').filter({ hasText: topic });
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId('notice-content')).toContainText('月末结账截止时间调整为 25 日 18:00');
  await expect(messagesButton(readerPage)).toHaveAccessibleName('消息，1 条未读');

  // The popup's attachment link opens the notice (which reads it) with its files.
  await popup.getByText(/附件/).click();
  const article = readerPage.getByRole('article', { name: topic });
  await expect(article).toBeVisible();
  const download = readerPage.waitForEvent('download');
  await article.getByRole('link', { name: /结账指南\.pdf/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('结账指南.pdf');
  await expect(messagesButton(readerPage)).toHaveAccessibleName('消息');
  await expect(popup).toBeHidden();

  // Someone outside the organisation sees neither the popup nor the notice.
  const outsiderContext = await browser.newContext();
  const outsiderPage = await outsiderContext.newPage();
  await signInPastNotice(outsiderPage, outsider.account, outsider.password);
  const list = await (await outsiderPage.request.get(`/api/notice/list?current=1&pageSize=50&keyword=${encodeURIComponent(topic)}`)).json();
  expect(list.data.list).toEqual([]);
  await expect(outsiderPage.locator('.ant-modal').filter({ hasText: topic })).toHaveCount(0);

  // The author's receipts: 1 of 1 read.
  await page.goto('/#/noticeManage');
  const row = page.getByRole('row').filter({ hasText: topic });
  await row.getByText('详情', { exact: true }).click();
  await expect(page.getByTestId('notice-receipts')).toContainText('已读 1 / 共 1 人');

  await Promise.all([readerContext.close(), outsiderContext.close()]);
});
