import { pickLocale } from '../../server/i18n';
import { createTestApp, signIn, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
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
