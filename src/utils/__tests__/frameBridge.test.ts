import { dispatchFrameMessage } from '../frameBridge';

const own = 'http://portal.local';
const allowed = ['https://erp.example'];

function setup() {
  const functions = { addTab: jest.fn(), logout: jest.fn() };
  const log = { error: jest.fn() };
  const send = (origin: string, data: unknown) => dispatchFrameMessage({ origin, data }, functions, allowed, own, log);
  return { functions, log, send };
}

describe('frame bridge', () => {
  it('calls the named shell function with the array payload', () => {
    const { functions, send } = setup();
    expect(send(own, { method: 'addTab', params: ['Users', '/#/userManage', true] })).toBe(true);
    expect(functions.addTab).toHaveBeenCalledWith('Users', '/#/userManage', true);
  });

  it('accepts configured origins', () => {
    const { functions, send } = setup();
    expect(send('https://erp.example', { method: 'logout', params: [] })).toBe(true);
    expect(functions.logout).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an unknown function', { method: 'eval', params: [] }],
    ['an inherited property', { method: 'toString', params: [] }],
    ['no method', { params: [] }],
    ['a non-array payload', { method: 'addTab', params: { title: 'x' } }],
    ['a missing payload', { method: 'addTab' }],
    ['a string message', 'addTab'],
    ['null', null],
  ])('logs and ignores %s', (_, data) => {
    const { functions, log, send } = setup();
    expect(send(own, data)).toBe(false);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(functions.addTab).not.toHaveBeenCalled();
  });

  it('ignores frames of other origins', () => {
    const { functions, log, send } = setup();
    expect(send('https://evil.example', { method: 'logout', params: [] })).toBe(false);
    expect(functions.logout).not.toHaveBeenCalled();
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('https://evil.example'));
  });
});
