import { catalogues, pickLocale } from '../../server/i18n';
import { attachment } from '../../server/files';
import { APP_START_MS, createTestApp, exportedFile, signIn, signedInCookie, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, APP_START_MS);
afterAll(() => t.close());

test.each([
  [undefined, 'zh-CN'],
  ['', 'zh-CN'],
  ['en-US,en;q=0.9', 'en-US'],
  ['en-GB', 'en-US'],
  ['zh-TW,zh;q=0.9,en;q=0.8', 'zh-CN'],
  ['fr-FR,en;q=0.5,zh;q=0.8', 'zh-CN'],
  ['fr-FR,de;q=0.9', 'zh-CN'],
  ['zh;q=0,en', 'en-US'],
])('Accept-Language %p picks %s', (header, locale) => {
  expect(pickLocale(header)).toBe(locale);
});

test("every key has a zh-CN and an en-US text, the areas' messages.ts included", () => {
  const zh = Object.keys(catalogues['zh-CN']).sort();
  expect(Object.keys(catalogues['en-US']).sort()).toEqual(zh);
  // One key of each area's messages.ts (server/access and server/plugins/<area>).
  expect(zh).toEqual(expect.arrayContaining(['access.ownOrg', 'auth.locked', 'menu.notFound', 'user.column.account']));
  for (const locale of ['zh-CN', 'en-US'] as const) {
    for (const [key, text] of Object.entries(catalogues[locale])) expect([key, typeof text]).toEqual([key, 'function']);
  }
});

test('sign-in messages follow Accept-Language', async () => {
  const zh = await signIn(t.app, 'admin', 'wrong', { 'accept-language': 'zh-CN,zh;q=0.9' });
  expect(zh.json().data.loginMsg).toBe('账号或密码错误，还可尝试 4 次');
  const en = await signIn(t.app, 'admin', 'wrong', { 'accept-language': 'en-US,en;q=0.9' });
  expect(en.json().data.loginMsg).toBe('Wrong account or password; 3 attempts left');
});

test('error bodies follow Accept-Language', async () => {
  const zh = await t.app.inject({ method: 'GET', url: '/api/sys/profile' });
  expect(zh.json().msg).toBe('未登录或登录已过期');
  const en = await t.app.inject({ method: 'GET', url: '/api/sys/profile', headers: { 'accept-language': 'en' } });
  expect(en.json()).toMatchObject({ msg: 'Not signed in or session expired', errorMessage: 'Not signed in or session expired' });
});

describe('downloads are named in the caller language (RFC 6266 / RFC 5987)', () => {
  test.each([
    [
      '/api/users/import/template',
      'zh-CN',
      'attachment; filename="_.xlsx"; filename*=UTF-8\'\'%E7%94%A8%E6%88%B7%E5%AF%BC%E5%85%A5%E6%A8%A1%E6%9D%BF.xlsx',
      '用户导入模板.xlsx',
    ],
    ['/api/users/import/template', 'en-US', 'attachment; filename="user-import-template.xlsx"; filename*=UTF-8\'\'user-import-template.xlsx', 'user-import-template.xlsx'],
  ])('%s in %p', async (url, language, disposition, name) => {
    const cookie = await signedInCookie(t.app);
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie, 'accept-language': language } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(disposition);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toBe(name);
    // An .xlsx file is a ZIP archive.
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  test.each([
    ['', 'attachment; filename="_.xlsx"; filename*=UTF-8\'\'%E7%94%A8%E6%88%B7%E5%88%97%E8%A1%A8.xlsx'],
    ['en-US', 'attachment; filename="users.xlsx"; filename*=UTF-8\'\'users.xlsx'],
  ])('an export requested in %p is named in that language', async (language, disposition) => {
    const cookie = await signedInCookie(t.app);
    const response = await exportedFile(t.app, cookie, 'users', {}, { 'accept-language': language });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(disposition);
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  test('quotes, backslashes and control characters never reach the plain file name', () => {
    expect(attachment('a"b\\c\u0001d 报表.xlsx')).toBe('attachment; filename="a_b_c_d _.xlsx"; filename*=UTF-8\'\'a%22b%5Cc%01d%20%E6%8A%A5%E8%A1%A8.xlsx');
    expect(attachment("it's (1)*.xlsx")).toBe('attachment; filename="it\'s (1)*.xlsx"; filename*=UTF-8\'\'it%27s%20%281%29%2A.xlsx');
  });
});
