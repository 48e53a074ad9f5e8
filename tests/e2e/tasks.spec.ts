/**
 * Tasks end to end: an administrator makes the rule "type = invoice check and amount > 10,000 ->
 * post Senior reviewer, round robin" in the rule form; tasks imported from Excel (the server's own
 * template, filled in) go to the post's two holders in turn, and the others do not; one holder
 * completes one task and returns the other, which goes to the other holder; the holder's task home
 * cards follow.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { Workbook } from 'exceljs';
import { createUser, signInPastNotice, uniqueName } from './helpers';

interface TaskRow {
  id: number;
  taskNo: string;
  title: string;
  status: string;
  assignee: { id: number } | null;
}

/** The `data` of a successful answer, from the API client or the page. */
async function dataOf<T>(answer: { json(): Promise<unknown> }): Promise<T> {
  const body = (await answer.json()) as { success?: boolean; data?: unknown };
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.data as T;
}

/** The import template as the server gives it, with these rows below its header. */
async function filledTemplate(request: APIRequestContext, rows: (string | number)[][]): Promise<Buffer> {
  const template = await request.get('/api/tasks/import/template');
  expect(template.ok()).toBe(true);
  const book = new Workbook();
  await book.xlsx.load((await template.body()) as unknown as Parameters<typeof book.xlsx.load>[0]);
  const sheet = book.worksheets[0];
  rows.forEach((row) => sheet.addRow(row));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Picks an option of the open select dropdown by its text. */
async function choose(page: Page, text: string) {
  await page.locator('.ant-select-dropdown:visible').getByTitle(text, { exact: true }).click();
}

/** The summary card's figure on the task home. */
const card = (page: Page, key: string) => page.locator(`[data-pane="/#/taskHome"] [data-testid="task-card-${key}"] .ant-statistic-content-value`);

test('invoice checks over 10,000 go to the two senior reviewers in turn; a return goes to the other; the task home follows', async ({ page, browser, request }) => {
  const [first, second] = [await createUser(request, ['staff']), await createUser(request, ['staff'])];
  const post = await dataOf<{ id: number; name: string }>(
    await request.post('/api/posts', { data: { parentId: null, postNo: uniqueName('SR').toUpperCase(), name: uniqueName('高级审核岗') } }),
  );
  for (const holder of [first, second]) await dataOf(await request.put(`/api/users/${holder.id}/posts`, { data: { postIds: [post.id] } }));
  // Rules of earlier runs on this database would take the tasks first.
  const ruleName = 'e2e 大额发票查验';
  const { list: rules } = await dataOf<{ list: { id: number; name: string }[] }>(await request.get('/api/taskRules?pageSize=100'));
  for (const old of rules.filter((rule) => rule.name === ruleName)) await dataOf(await request.delete(`/api/taskRules/${old.id}`));

  // The rule, through the rule form.
  await signInPastNotice(page);
  await page.goto('/#/taskRule/add');
  const form = page.locator('[data-pane="/#/taskRule/add"] form');
  await form.getByLabel('规则名称').fill(ruleName);
  await form.getByLabel('顺序').fill('1');
  const conditions = form.locator('.ant-pro-table');
  // The form opens with one empty condition row.
  const rows = conditions.locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await conditions.getByRole('button', { name: '添加条件' }).click();
  await rows.nth(0).locator('.ant-select').nth(0).click();
  await choose(page, '任务类型');
  await rows.nth(0).locator('.ant-select').nth(1).click();
  await choose(page, '等于');
  await rows.nth(0).locator('.ant-select').nth(2).click();
  await choose(page, '发票查验');
  await rows.nth(1).locator('.ant-select').nth(0).click();
  await choose(page, '金额');
  await rows.nth(1).locator('.ant-select').nth(1).click();
  await choose(page, '大于');
  await rows.nth(1).locator('input').last().fill('10000');
  await form.locator('label.ant-radio-button-wrapper').filter({ hasText: '岗位' }).click();
  await form.getByRole('combobox', { name: '岗位' }).click();
  await choose(page, `${post.name}（2 人可用）`);
  await expect(form.getByRole('radio', { name: '轮流分派' })).toBeChecked();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/taskRules') && r.request().method() === 'POST');
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await dataOf(await saved);

  // Six tasks from Excel: the 2nd, 3rd, 5th and 6th meet both conditions.
  const marker = uniqueName('e2e发票');
  const amounts = [8000, 12000, 25000, 10000, 18000, 30000];
  const file = await filledTemplate(
    request,
    amounts.map((amount, i) => ['invoiceCheck', `${marker} ${i + 1}`, 'FSSC', '张三', amount, 'CNY', 2, 'ERP', `${marker}-${i + 1}`]),
  );
  await page.goto('/#/taskManage');
  const manage = page.locator('[data-pane="/#/taskManage"]');
  await manage.getByRole('button', { name: /导\s*入/ }).click();
  const imported = page.waitForResponse((r) => r.url().includes('/api/tasks/import') && r.request().method() === 'POST');
  await page.locator('.ant-modal input[type="file"]').setInputFiles({
    name: '发票查验.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  expect((await dataOf<{ imported: number }>(await imported)).imported).toBe(6);
  await expect(page.getByText('已导入 6 个任务')).toBeVisible();

  const tasksOf = async () => {
    const { list } = await dataOf<{ list: TaskRow[] }>(await request.get(`/api/tasks?keyword=${encodeURIComponent(marker)}&pageSize=20&sorter=createdAt:ascend`));
    return list.sort((a, b) => a.id - b.id);
  };
  const assignees = async () => (await tasksOf()).map((task) => task.assignee?.id ?? null);
  await expect.poll(assignees).toEqual([null, first.id, second.id, null, first.id, second.id]);
  const tasks = await tasksOf();
  expect(tasks.map((task) => task.status)).toEqual(['queued', 'assigned', 'assigned', 'queued', 'assigned', 'assigned']);

  // The first holder: the task home, then my tasks.
  const holderContext = await browser.newContext();
  const holder = await holderContext.newPage();
  await signInPastNotice(holder, first.account, first.password);
  await holder.goto('/#/taskHome');
  await expect(card(holder, 'assigned')).toHaveText('2');
  await expect(card(holder, 'doneThisWeek')).toHaveText('0');

  await holder.goto('/#/taskMy');
  const mine = holder.locator('[data-pane="/#/taskMy"]');
  const action = (name: string, task: TaskRow) => mine.getByTestId(`task-${name}-${task.id}`);
  const [toComplete, toReturn] = [tasks[1], tasks[4]];
  await expect(action('start', toComplete)).toHaveText('开始');
  await action('start', toComplete).click();
  await expect(holder.getByText(`任务 ${toComplete.taskNo} 已开始处理`)).toBeVisible();
  await action('complete', toComplete).click();
  const completeDialog = holder.getByRole('dialog').filter({ hasText: `完成任务 ${toComplete.taskNo}` });
  await completeDialog.getByLabel('处理结果').fill('发票真伪已查验，金额一致');
  await completeDialog.getByRole('button', { name: /^完\s*成$/ }).click();
  await expect(holder.getByText(`任务 ${toComplete.taskNo} 已完成`)).toBeVisible();

  await action('return', toReturn).click();
  const returnDialog = holder.getByRole('dialog').filter({ hasText: `退回任务 ${toReturn.taskNo}` });
  await returnDialog.getByLabel('退回原因').fill('发票抬头与申请单位不符，需另行核对');
  await returnDialog.getByRole('button', { name: /^退\s*回$/ }).click();
  await expect(holder.getByText(`任务 ${toReturn.taskNo} 已退回，将重新分派`)).toBeVisible();

  // The returned task goes to the other holder; the completed one stays with the first.
  await expect.poll(assignees).toEqual([null, first.id, second.id, null, second.id, second.id]);

  // Back on the task home tab (kept open): the cards show the change.
  await holder.getByRole('tab', { name: '任务首页' }).click();
  await expect(card(holder, 'assigned')).toHaveText('0');
  await expect(card(holder, 'inProgress')).toHaveText('0');
  await expect(card(holder, 'doneThisWeek')).toHaveText('1');
  await holderContext.close();
});
