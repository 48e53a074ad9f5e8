import { applicationLabel, applicationOptions } from '../applications';

const stamps = { createdAt: '2025-04-01T00:00:00.000Z', updatedAt: '2025-04-01T00:00:00.000Z' };
const app = (applicationNo: string, name: string, nameEn: string | null = null) => ({
  id: 1,
  systemNo: 'FSSC',
  applicationNo,
  name,
  nameEn,
  homePageUrl: null,
  sort: 0,
  ...stamps,
});
const systems = [
  {
    id: 1,
    systemNo: 'FSSC',
    name: '财务共享',
    nameEn: 'Shared services',
    sort: 0,
    ...stamps,
    applications: [app('10', '管理后台', 'Back office')],
  },
  { id: 2, systemNo: 'HR', name: '人力', nameEn: null, sort: 1, ...stamps, applications: [] },
];

describe('application helpers', () => {
  it('offer applications by system; a system without applications cannot be picked', () => {
    expect(applicationOptions(systems, 'zh-CN')).toEqual([
      { value: 'FSSC', label: '财务共享', disabled: false, children: [{ value: '10', label: '管理后台' }] },
      { value: 'HR', label: '人力', disabled: true, children: [] },
    ]);
  });

  it('label an application by names, falling back to the numbers', () => {
    expect(applicationLabel(systems, 'FSSC', '10', 'en-US')).toBe('Shared services / Back office');
    expect(applicationLabel(systems, 'FSSC', '99', 'zh-CN')).toBe('财务共享 / 99');
    expect(applicationLabel(systems, 'OLD', '1', 'zh-CN')).toBe('OLD / 1');
    expect(applicationLabel(systems, null, null, 'zh-CN')).toBe('-');
  });
});
