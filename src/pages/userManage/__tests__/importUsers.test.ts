import { redirectToLogin } from '@/utils/session';
import { importUsers } from '@/services/users';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/utils/session', () => ({ redirectToLogin: jest.fn() }));

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An answer as fetch resolves it (jsdom has no Response). */
function answer(status: number, body: unknown) {
  return Promise.resolve({ status, ok: status >= 200 && status < 300, json: async () => body });
}

describe('user import', () => {
  const file = new Blob(['sheet'], { type: XLSX });
  const fetchMock = jest.fn();

  beforeEach(() => {
    jest.clearAllMocks();
    global.fetch = fetchMock;
  });

  it('sends the file as the raw body and answers how many were imported', async () => {
    const credentials = [{ account: 'carol', password: 'Gen3rated-Pass' }];
    fetchMock.mockReturnValue(answer(200, { success: true, data: { imported: 3, credentials } }));
    await expect(importUsers(file)).resolves.toEqual({ imported: 3, credentials });
    expect(fetchMock).toHaveBeenCalledWith('/api/users/import', {
      method: 'POST',
      body: file,
      headers: { 'content-type': XLSX, 'Accept-Language': 'zh-CN' },
      credentials: 'same-origin',
    });
  });

  it('answers the row report of a refused file', async () => {
    const errors = [
      { row: 2, field: 'email', message: '邮箱格式不正确' },
      { row: 4, field: 'account', message: '账号 bob 已被使用' },
    ];
    fetchMock.mockReturnValue(answer(422, { success: false, errorMessage: '导入文件有错误', data: { errors } }));
    await expect(importUsers(file)).resolves.toEqual({ errors });
  });

  it("rejects other failures with the server's message and sends a signed-out user to sign in", async () => {
    fetchMock.mockReturnValue(answer(403, { success: false, errorCode: 'FORBIDDEN', errorMessage: '没有权限' }));
    await expect(importUsers(file)).rejects.toThrow('没有权限');
    fetchMock.mockReturnValue(answer(401, { success: false, errorMessage: '请先登录' }));
    await expect(importUsers(file)).rejects.toBeDefined();
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
  });
});
