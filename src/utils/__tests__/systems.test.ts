import { DEFAULT_SYSTEM, systemLabel } from '../systems';

describe('systemLabel', () => {
  const format = (d: { id: string; defaultMessage: string }) => ({ 'switcher.defaultSystem': '集成中心' })[d.id] ?? d.defaultMessage;

  it('names the built-in system in the user language', () => {
    expect(systemLabel(DEFAULT_SYSTEM, format)).toBe('集成中心');
  });

  it('keeps the server’s (already translated) name of every other system', () => {
    expect(systemLabel({ name: '财务共享服务中心', systemNo: 'FSSC' }, format)).toBe('财务共享服务中心');
    expect(systemLabel({ name: 'integration center', systemNo: 'X' }, format)).toBe('integration center');
  });
});
