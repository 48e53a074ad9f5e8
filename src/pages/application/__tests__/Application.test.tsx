import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import AdminModel from '@/models/admin';
import { createApplication, fetchSystemTree, updateApplication } from '@/services/systems';
import { createStore, renderWithStore } from '../../../../tests/unit/fixtures/header';
import ApplicationPage from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/systems', () => ({
  fetchSystemTree: jest.fn(),
  createSystem: jest.fn(),
  updateSystem: jest.fn(),
  deleteSystem: jest.fn(),
  createApplication: jest.fn(),
  updateApplication: jest.fn(),
  deleteApplication: jest.fn(),
}));

const stamps = { createdAt: '2025-04-01T00:00:00.000Z', updatedAt: '2025-04-01T00:00:00.000Z' };
const systems = [
  {
    id: 1,
    systemNo: 'FSSC',
    name: '财务共享',
    nameEn: 'Shared services',
    sort: 0,
    ...stamps,
    applications: [
      {
        id: 7,
        systemNo: 'FSSC',
        applicationNo: '10',
        name: '管理后台',
        nameEn: null,
        homePageUrl: '/home',
        sort: 0,
        ...stamps,
      },
    ],
  },
];

// Text queries: role queries walk the whole modal's accessibility tree and are very slow in jsdom.
const save = () => fireEvent.click(screen.getByText(/^保\s*存$/));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function renderPage(codes: string[]) {
  const store = createStore(AdminModel);
  store.dispatch({ type: 'admin/save', payload: { access: { codes, fields: {} }, accessLoaded: true } });
  renderWithStore(<ApplicationPage />, store);
}

describe('/application', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(fetchSystemTree).mockResolvedValue(systems as never);
  });

  it('lists systems with their applications, without change buttons for a viewer', async () => {
    renderPage(['application:view']);
    const apps = await screen.findByTestId('applications-FSSC');
    expect(within(apps).getByText('管理后台')).toBeInTheDocument();
    expect(within(apps).getByText('/home')).toBeInTheDocument();
    expect(screen.getByText('财务共享')).toBeInTheDocument();
    expect(screen.queryByText('新建系统')).toBeNull();
    expect(screen.queryByText('新建应用')).toBeNull();
    expect(screen.queryByText('编辑')).toBeNull();
    expect(screen.queryByText('删除')).toBeNull();
  });

  it('creates an application in the system it was opened from', async () => {
    jest.mocked(createApplication).mockResolvedValue({} as never);
    renderPage(['application:view', 'application:create']);
    expect(await screen.findByText('新建系统')).toBeInTheDocument();
    fireEvent.click(screen.getByText('新建应用'));
    await screen.findByLabelText('应用编号');
    expect(screen.getByText('财务共享 (FSSC)')).toBeInTheDocument();
    // The number and home page rules are NUMBER_PATTERN and isRouteOrUrl, tested with their utils.
    type('应用编号', 'claims');
    type('名称', ' 报销 ');
    type('首页地址', 'https://claims.example.com/');
    save();
    await waitFor(() =>
      expect(createApplication).toHaveBeenCalledWith({
        systemNo: 'FSSC',
        applicationNo: 'claims',
        name: '报销',
        nameEn: null,
        homePageUrl: 'https://claims.example.com/',
        sort: 0,
      }),
    );
    expect(createApplication).toHaveBeenCalledTimes(1);
    expect(updateApplication).not.toHaveBeenCalled();
    // The systems are read again.
    await waitFor(() => expect(fetchSystemTree).toHaveBeenCalledTimes(2));
  });
});
