import { localName } from '../localName';

describe('localName', () => {
  it('answers the English name in English, the Chinese name otherwise or when there is no English one', () => {
    expect(localName({ name: '用户管理', nameEn: 'Users' }, 'en-US')).toBe('Users');
    expect(localName({ name: '用户管理', nameEn: 'Users' }, 'zh-CN')).toBe('用户管理');
    expect(localName({ name: '用户管理', nameEn: null }, 'en-US')).toBe('用户管理');
    expect(localName({ name: '用户管理', nameEn: '' }, 'en-US')).toBe('用户管理');
  });
});
