import { eq } from 'drizzle-orm';
import { deleteUnreferencedFile } from '../../server/db/repositories/files';
import { findFile, insertFile } from '../../server/db/repositories/files';
import { feedback } from '../../server/db/schema';
import {
  APP_START_MS,
  EN,
  auditRows,
  as,
  createSignedInUser,
  createTestApp,
  expectError,
  expectUnauthorized,
  type TestApp,
} from './helpers';

let t: TestApp;
let alice: ReturnType<typeof as>;
let bob: ReturnType<typeof as>;
let aliceId: number;

beforeAll(async () => {
  t = await createTestApp();
  const a = await createSignedInUser(t, { account: 'alice' });
  aliceId = a.id;
  alice = as(t.app, a.cookie, EN);
  bob = as(t.app, (await createSignedInUser(t, { account: 'bob' })).cookie, EN);
}, APP_START_MS);
afterAll(() => t.close());

const mine = async (who: ReturnType<typeof as>, query = '') => {
  const response = await who.get(`/api/feedback/mine${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

test('feedback is stored and answered with its id, and logged', async () => {
  const response = await alice.post('/api/feedback', { content: '  The tab bar is great  ', contact: 'alice@example.com' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ success: true, data: { id: expect.any(Number) } });
  const { id } = response.json().data;
  const [row] = await auditRows(t.db, 'feedback.create');
  expect(row).toMatchObject({ userId: aliceId, target: String(id), result: 'success', detail: { content: 'The tab bar is great', contact: 'alice@example.com' } });
});

test('contact is optional', async () => {
  expect((await alice.post('/api/feedback', { content: 'second' })).statusCode).toBe(200);
  expect((await alice.post('/api/feedback', { content: 'third', contact: null })).statusCode).toBe(200);
  expect((await bob.post('/api/feedback', { content: 'from bob' })).statusCode).toBe(200);
});

test('mine lists the caller’s own feedback, newest first, paged with text parameters', async () => {
  const all = await mine(alice);
  expect(all.total).toBe(3);
  expect(all.list.map((f: { content: string }) => f.content)).toEqual(['third', 'second', 'The tab bar is great']);
  expect(all.list[2]).toEqual({
    id: expect.any(Number),
    content: 'The tab bar is great',
    contact: 'alice@example.com',
    status: 0,
    createdAt: expect.any(String),
  });
  const page = await mine(alice, '?current=2&pageSize=2');
  expect(page).toMatchObject({ total: 3, list: [{ content: 'The tab bar is great' }] });
  expect((await mine(bob)).list.map((f: { content: string }) => f.content)).toEqual(['from bob']);
});

test.each([
  ['no content', {}, 'content is required'],
  ['empty content', { content: '' }, 'content must not be empty'],
  ['blank content', { content: '   ' }, 'content must not be empty'],
  ['content over 2000', { content: 'x'.repeat(2001) }, 'content must be at most 2000 characters'],
  ['contact over 100', { content: 'x', contact: 'c'.repeat(101) }, 'contact must be at most 100 characters'],
  ['an unknown field', { content: 'x', status: 1 }, 'unknown field status'],
])('%s answers 400', async (_case, payload, message) => {
  expectError(await alice.post('/api/feedback', payload), 400, message);
});

test.each([
  ['?pageSize=0', 'pageSize must be at least 1'],
  ['?pageSize=500', 'pageSize must be at most 100'],
  ['?current=x', 'current must be an integer'],
  ['?status=1', 'unknown field status'],
])('mine%s answers 400: %s', async (query, message) => {
  expectError(await alice.get(`/api/feedback/mine${query}`), 400, message);
});

test('feedback calls need a session', async () => {
  await expectUnauthorized(t.app, [
    { method: 'POST', url: '/api/feedback', payload: { content: 'x' } },
    { method: 'GET', url: '/api/feedback/mine' },
    { method: 'GET', url: '/api/feedback/mine/1' },
    { method: 'POST', url: '/api/feedback/mine/1/reply', payload: { content: 'x' } },
    { method: 'GET', url: '/api/feedback/mine/1/screenshot' },
    { method: 'POST', url: '/api/feedback/screenshot?fileName=a.png', payload: {} },
  ]);
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), Buffer.from('IHDR')]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]), Buffer.from('JFIF')]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0, 3, 0]), Buffer.from('This program cannot be run in DOS mode')]);
const RAW = { 'content-type': 'application/octet-stream' };

const upload = (who: ReturnType<typeof as>, fileName: string, bytes: Buffer) =>
  who.post(`/api/feedback/screenshot?fileName=${encodeURIComponent(fileName)}`, bytes, RAW);

const detail = async (who: ReturnType<typeof as>, id: number) => {
  const response = await who.get(`/api/feedback/mine/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

test('a screenshot is uploaded as the image itself, checked by its content, and attached once by its uploader', async () => {
  const uploaded = await upload(alice, '截图 1.png', PNG);
  expect(uploaded.statusCode).toBe(200);
  const file = uploaded.json().data;
  expect(file).toEqual({ id: expect.any(Number), fileName: '截图 1.png', mimeType: 'image/png', size: PNG.length });
  const [logged] = await auditRows(t.db, 'feedback.screenshot');
  expect(logged).toMatchObject({ result: 'success', target: String(file.id), detail: { fileName: '截图 1.png', mimeType: 'image/png' } });

  // Another user cannot attach it, nor anyone an unknown file.
  expectError(
    await bob.post('/api/feedback', { content: 'mine now', screenshotFileId: file.id }),
    400,
    `screenshotFileId: screenshot ${file.id} does not exist, was not uploaded by you or belongs to other feedback already`,
  );
  expectError(await alice.post('/api/feedback', { content: 'x', screenshotFileId: 99999 }), 400, /screenshot 99999 does not exist/);

  const sent = await alice.post('/api/feedback', { content: 'With a picture', screenshotFileId: file.id });
  expect(sent.statusCode).toBe(200);
  const id = sent.json().data.id;
  expect((await detail(alice, id)).screenshot).toEqual(file);
  // Attached once: a second feedback cannot take it too.
  expectError(await alice.post('/api/feedback', { content: 'again', screenshotFileId: file.id }), 400, /belongs to other feedback already/);

  const image = await alice.get(`/api/feedback/mine/${id}/screenshot`);
  expect(image.statusCode).toBe(200);
  expect(image.rawPayload.equals(PNG)).toBe(true);
  expect(image.headers).toMatchObject({
    'content-type': 'image/png',
    'x-content-type-options': 'nosniff',
    'content-disposition': expect.stringMatching(/^attachment;/),
  });
  expectError(await bob.get(`/api/feedback/mine/${id}/screenshot`), 404, 'Feedback not found');

  // A file stored for another purpose (not an image) is no screenshot either.
  const pdf = await insertFile(t.db, { fileName: 'a.pdf', mimeType: 'application/pdf', size: 5, content: Buffer.from('%PDF-'), createdBy: aliceId });
  expectError(await alice.post('/api/feedback', { content: 'pdf', screenshotFileId: pdf }), 400, /does not exist/);
  expect((await upload(alice, 'photo.JPG', JPEG)).json().data.mimeType).toBe('image/jpeg');
});

test('a screenshot no feedback took is removed by a job a day after its upload; one in use stays', async () => {
  const send = jest.spyOn(t.app.queue, 'send');
  const unused = (await upload(bob, 'forgotten.png', PNG)).json().data;
  expect(send).toHaveBeenCalledWith('feedback.cleanScreenshot', { fileId: unused.id }, { startAfter: 24 * 60 * 60 });
  send.mockRestore();
  const used = (await upload(bob, 'kept.png', PNG)).json().data;
  expect((await bob.post('/api/feedback', { content: 'kept', screenshotFileId: used.id })).statusCode).toBe(200);
  expect(await deleteUnreferencedFile(t.db, used.id)).toBe(false);
  expect(await deleteUnreferencedFile(t.db, unused.id)).toBe(true);
  expect(await findFile(t.db, unused.id)).toBeUndefined();
  expect(await findFile(t.db, used.id)).toBeDefined();
});

test.each([
  ['a program renamed .png', 'setup.png', EXE, 400, 'FILE_CONTENT', 'The content of "setup.png" is not a .png file (perhaps another file renamed); refused'],
  ['a PDF', 'report.pdf', Buffer.from('%PDF-1.7'), 400, 'FILE_TYPE', 'Files like "report.pdf" may not be uploaded; allowed: .png .jpg .jpeg .webp .gif'],
  ['an empty file', 'empty.png', Buffer.alloc(0), 400, 'FILE_EMPTY', 'The file "empty.png" is empty'],
  ['a file over 5 MB', 'big.png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 413, 'FILE_TOO_LARGE', 'The file "big.png" is larger than the limit of 5 MB'],
])('a screenshot upload of %s is refused, naming the file and the rule', async (_case, fileName, bytes, status, code, message) => {
  expectError(await upload(alice, fileName, bytes), status, message, code);
});

test('a screenshot upload needs the raw file and its name', async () => {
  expectError(await alice.post('/api/feedback/screenshot?fileName=a.png', { image: 'x' }), 415, /application\/octet-stream/);
  expectError(await alice.post('/api/feedback/screenshot', PNG, RAW), 400, 'fileName is required');
  expectError(await alice.post('/api/feedback/screenshot?fileName=', PNG, RAW), 400, /fileName/);
  const refused = (await auditRows(t.db, 'feedback.screenshot')).filter((row) => row.result === 'failure');
  expect(refused.map((row) => row.errorMessage)).toContain('文件「setup.png」的内容不是 .png 文件（可能是改了扩展名的其他文件），已拒绝');
});

test('the conversation: own feedback only (another user’s is 404), follow-ups, and none once closed', async () => {
  const id = (await alice.post('/api/feedback', { content: 'Where is my refund?' })).json().data.id;
  expect(await detail(alice, id)).toEqual({
    id,
    content: 'Where is my refund?',
    contact: null,
    status: 0,
    screenshot: null,
    replies: [],
    createdAt: expect.any(String),
    updatedAt: expect.any(String),
  });
  expectError(await bob.get(`/api/feedback/mine/${id}`), 404, 'Feedback not found');
  expectError(await bob.post(`/api/feedback/mine/${id}/reply`, { content: 'hijack' }), 404, 'Feedback not found');
  expectError(await alice.get('/api/feedback/mine/99999'), 404, 'Feedback not found');

  const followed = await alice.post(`/api/feedback/mine/${id}/reply`, { content: '  Order 42  ' });
  expect(followed.statusCode).toBe(200);
  expect(followed.json().data).toMatchObject({ status: 0, replies: [{ fromStaff: false, content: 'Order 42', createdAt: expect.any(String) }] });
  const [logged] = (await auditRows(t.db, 'feedback.followUp')).filter((row) => row.result === 'success');
  expect(logged).toMatchObject({ userId: aliceId, target: String(id), detail: { content: 'Order 42', before: { status: 0 }, after: { status: 0 } } });

  // Replied by staff: a follow-up opens it again.
  await t.db.update(feedback).set({ status: 2 }).where(eq(feedback.id, id));
  expect((await alice.post(`/api/feedback/mine/${id}/reply`, { content: 'Thanks, but…' })).json().data.status).toBe(1);

  await t.db.update(feedback).set({ status: 3 }).where(eq(feedback.id, id));
  expectError(await alice.post(`/api/feedback/mine/${id}/reply`, { content: 'Hello?' }), 400, 'This feedback is closed and takes no more replies');
  expectError(await alice.post(`/api/feedback/mine/${id}/reply`, { content: ' ' }), 400, 'content must not be empty');
  expectError(await alice.post(`/api/feedback/mine/${id}/reply`, { content: 'x'.repeat(2001) }), 400, 'content must be at most 2000 characters');
  expect((await detail(alice, id)).replies).toHaveLength(2);
});
