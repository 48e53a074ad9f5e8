import { fssc } from '../../../tests/unit/fixtures/shell';
import { buildPageView } from '../pageView';

const user = { userNo: 'U1', jobNo: 'J1', zoneNo: 'Z1', zoneName: 'East', region: 'HQ' };

describe('buildPageView', () => {
  it('records who, where and which page', () => {
    const pane = { title: 'Users', src: '/#/userManage', closable: true, menuItem: { moduleNo: 'M01' } };
    expect(buildPageView(user, fssc, fssc.applications[1], pane)).toEqual({
      jobNo: 'J1',
      zoneNo: 'Z1',
      zoneName: 'East',
      region: 'HQ',
      systemNo: 'FSSC',
      systemName: 'finance shared service center',
      applicationNo: '10',
      applicationName: 'Portal',
      moduleNo: 'M01',
      pageName: 'Users',
    });
  });

  it('falls back to userNo and empty fields', () => {
    const view = buildPageView({ ...user, jobNo: '' }, undefined, undefined, { title: 'home', src: '/#/home', closable: false });
    expect(view.jobNo).toBe('U1');
    expect(view.systemNo).toBe('');
    expect(view.moduleNo).toBe('');
  });
});
