import { message } from '@/components/AppMessages';
import { CACHE_TTL_MS, EXPORT_FRAME_NAME, exportFile, request } from '../request';

jest.mock('@umijs/max', () => ({
  getLocale: () => 'zh-CN',
  getIntl: () => ({ formatMessage: ({ id }: { id: string }) => id }),
  history: { push: jest.fn() },
}));
jest.mock('@/utils/session', () => ({ redirectToLogin: jest.fn() }));
jest.mock('@/components/AppMessages', () => ({ message: { error: jest.fn(), warning: jest.fn() }, notification: { open: jest.fn() } }));

const { redirectToLogin } = jest.requireMock('@/utils/session') as { redirectToLogin: jest.Mock };

/** The inputs of a submitted form as [name, value] pairs, in order. */
function inputsOf(form: HTMLFormElement): [string, string][] {
  return Array.from(form.querySelectorAll('input')).map((i) => [i.name, i.value]);
}

describe('exportFile', () => {
  let submitted: HTMLFormElement[];
  let submit: jest.SpyInstance;

  beforeEach(() => {
    document.body.innerHTML = '';
    submitted = [];
    submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this.cloneNode(true) as HTMLFormElement);
      expect(this.isConnected).toBe(true);
    });
    jest.mocked(message.error).mockClear();
    redirectToLogin.mockClear();
  });
  afterEach(() => jest.restoreAllMocks());

  it('submits a hidden GET form with one input per param into the hidden frame', () => {
    exportFile('/api/user/export', { name: 'wang', status: 1, from: new Date('2025-04-11T00:00:00Z'), none: undefined, empty: null });

    expect(submit).toHaveBeenCalledTimes(1);
    const [form] = submitted;
    expect(form.method).toBe('get');
    expect(form.getAttribute('action')).toBe('/api/user/export');
    expect(form.getAttribute('target')).toBe(EXPORT_FRAME_NAME);
    expect(inputsOf(form)).toEqual([
      ['name', 'wang'],
      ['status', '1'],
      ['from', '2025-04-11T00:00:00.000Z'],
    ]);
    Array.from(form.querySelectorAll('input')).forEach((input) => expect(input.type).toBe('hidden'));

    const frame = document.querySelector<HTMLIFrameElement>(`iframe[name="${EXPORT_FRAME_NAME}"]`);
    expect(frame).not.toBeNull();
    expect(frame!.style.display).toBe('none');
    // The form is gone after the submission started.
    expect(document.querySelector('form')).toBeNull();
  });

  it('repeats the key for array values and keeps the query of the url', () => {
    exportFile('/api/notice/export?type=all', { ids: [3, 5, 8], orgs: ['a'] });
    expect(inputsOf(submitted[0])).toEqual([
      ['type', 'all'],
      ['ids', '3'],
      ['ids', '5'],
      ['ids', '8'],
      ['orgs', 'a'],
    ]);
    expect(submitted[0].getAttribute('action')).toBe('/api/notice/export');
  });

  it('creates the frame once and reuses it', () => {
    exportFile('/api/a/export');
    exportFile('/api/b/export', { q: 'x' });
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('shows the error body a failed export leaves in the frame', () => {
    exportFile('/api/user/export');
    const frame = document.querySelector<HTMLIFrameElement>('iframe')!;
    frame.contentDocument!.body.textContent = JSON.stringify({
      success: false,
      status: 403,
      errorCode: '403',
      errorMessage: 'no export right',
      showType: 2,
    });
    frame.dispatchEvent(new Event('load'));
    expect(message.error).toHaveBeenCalledWith('no export right');

    // A later load without a pending export (the frame's own) shows nothing more.
    frame.dispatchEvent(new Event('load'));
    expect(message.error).toHaveBeenCalledTimes(1);
  });

  it('sends the user to sign in when the export answered 401', () => {
    exportFile('/api/user/export');
    const frame = document.querySelector<HTMLIFrameElement>('iframe')!;
    frame.contentDocument!.body.textContent = JSON.stringify({ success: false, status: 401, errorCode: '401', errorMessage: 'sign in' });
    frame.dispatchEvent(new Event('load'));
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
    expect(message.error).not.toHaveBeenCalled();
  });

  it('reports a non-JSON error page as a failed export', () => {
    exportFile('/api/user/export');
    const frame = document.querySelector<HTMLIFrameElement>('iframe')!;
    frame.contentDocument!.body.textContent = '502 Bad Gateway';
    frame.dispatchEvent(new Event('load'));
    expect(message.error).toHaveBeenCalledWith('export.failed');
  });
});

describe('GET cache (useCache)', () => {
  let fetchMock: jest.Mock;
  const answer = (status: number, body: unknown) =>
    ({
      status,
      ok: status >= 200 && status < 300,
      statusText: String(status),
      headers: new Map([['content-type', 'application/json']]),
      text: () => Promise.resolve(JSON.stringify(body)),
      clone() {
        return answer(status, body);
      },
    }) as unknown as Response;

  beforeEach(() => {
    jest.useFakeTimers();
    fetchMock = jest.fn();
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('answers a repeated GET from the cache for the ttl (60 s)', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(answer(200, { success: true, data: 1 })));
    const url = `/api/dict/${Math.random()}`;
    await expect(request(url, { method: 'GET', params: { a: 1 }, useCache: true })).resolves.toEqual({ success: true, data: 1 });
    await expect(request(url, { method: 'GET', params: { a: 1 }, useCache: true })).resolves.toEqual({ success: true, data: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Other params are another entry.
    await request(url, { method: 'GET', params: { a: 2 }, useCache: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    expect(CACHE_TTL_MS).toBe(60000);
    jest.advanceTimersByTime(CACHE_TTL_MS);
    await request(url, { method: 'GET', params: { a: 1 }, useCache: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('caches only status 200 answers', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(answer(201, { success: true, data: 'created' })));
    const url = `/api/dict/${Math.random()}`;
    await request(url, { method: 'GET', useCache: true });
    await request(url, { method: 'GET', useCache: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('leaves GETs without the flag and other methods uncached', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(answer(200, { success: true, data: 1 })));
    const url = `/api/dict/${Math.random()}`;
    await request(url, { method: 'GET' });
    await request(url, { method: 'GET' });
    await request(url, { method: 'POST', data: {}, useCache: true });
    await request(url, { method: 'POST', data: {}, useCache: true });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});

describe('calls without data', () => {
  const answer = () =>
    ({
      status: 200,
      ok: true,
      statusText: '200',
      headers: new Map([['content-type', 'application/json']]),
      text: () => Promise.resolve(JSON.stringify({ success: true, data: null })),
      clone: answer,
    }) as unknown as Response;
  let fetchMock: jest.Mock;

  beforeEach(() => {
    fetchMock = jest.fn(() => Promise.resolve(answer()));
    (globalThis as { fetch?: unknown }).fetch = fetchMock;
  });

  const sent = (index: number) => {
    const [, init] = fetchMock.mock.calls[index] as [string, RequestInit];
    return { body: init.body, contentType: new Headers(init.headers).get('content-type') };
  };

  it('a POST, PUT or PATCH without data sends an empty JSON object, which the server requires', async () => {
    await request('/api/tasks/1/start', { method: 'POST' });
    await request('/api/things/1', { method: 'put' });
    await request('/api/things/1', { method: 'PATCH' });
    for (const index of [0, 1, 2]) expect(sent(index)).toEqual({ body: '{}', contentType: expect.stringContaining('application/json') });
  });

  it('data given, a GET and a DELETE are sent as they are', async () => {
    await request('/api/tasks/1/complete', { method: 'POST', data: { result: 'ok' } });
    await request('/api/tasks', { method: 'GET' });
    await request('/api/tasks/1', { method: 'DELETE' });
    expect(sent(0).body).toBe(JSON.stringify({ result: 'ok' }));
    expect(sent(1).body).toBeUndefined();
    expect(sent(2).body).toBeUndefined();
  });
});
