import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore, renderWithStore } from '../../../../tests/unit/fixtures/header';
import SettingModel from '@/models/setting';
import { importUsers } from '@/services/users';
import ImportModal from '../components/ImportModal';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/users', () => ({ importUsers: jest.fn() }));

const FIVE_MB = 5 * 1024 * 1024;

/** The dialog on a store whose profile said the import takes at most `importMaxBytes`. */
function renderDialog(onImported: () => void, importMaxBytes: number | null = FIVE_MB) {
  const store = createStore(SettingModel);
  store.dispatch({ type: 'setting/changeSetting', payload: { importMaxBytes } });
  return renderWithStore(<ImportModal open onClose={jest.fn()} onImported={onImported} />, store);
}

function choose(name: string, size = 100) {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  const input = document.querySelector('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
  return file;
}

describe('user import dialog', () => {
  beforeEach(() => jest.clearAllMocks());

  it('reports every refused row and that nothing was imported', async () => {
    jest.mocked(importUsers).mockResolvedValue({
      errors: [
        { row: 2, field: 'email', message: '邮箱格式不正确' },
        { row: 5, field: 'account', message: '账号 bob 已被使用' },
      ],
    });
    const onImported = jest.fn();
    renderDialog(onImported);
    const file = choose('users.xlsx');
    expect(await screen.findByText('文件中有 2 处错误，未导入任何用户。请修改后重新导入。')).toBeInTheDocument();
    expect(importUsers).toHaveBeenCalledWith(file);
    expect(screen.getByText('邮箱格式不正确')).toBeInTheDocument();
    expect(screen.getByText('账号 bob 已被使用')).toBeInTheDocument();
    expect(onImported).not.toHaveBeenCalled();
  });

  it('refuses other files and files over 5 MB, and reports an import', async () => {
    jest.mocked(importUsers).mockResolvedValue({ imported: 12, credentials: [{ account: 'carol', password: 'Gen3rated-Pass' }] });
    const onImported = jest.fn();
    renderDialog(onImported);
    expect(screen.getByText(/文件不超过 5 MB/)).toBeInTheDocument();
    choose('users.csv');
    choose('users.xlsx', FIVE_MB + 1);
    expect(await screen.findByText('文件不能超过 5 MB')).toBeInTheDocument();
    expect(screen.getByText('只能导入 .xlsx 文件')).toBeInTheDocument();
    expect(importUsers).not.toHaveBeenCalled();
    choose('users.xlsx', FIVE_MB);
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(screen.getAllByText('已导入 12 个用户').length).toBeGreaterThan(0);
    // Generated passwords are shown this once, by account.
    expect(screen.getByTestId('import-credentials')).toHaveTextContent('carol');
    expect(screen.getByTestId('import-credentials')).toHaveTextContent('Gen3rated-Pass');
  });

  it('leaves the size to the server while the limit is unknown', async () => {
    jest.mocked(importUsers).mockResolvedValue({ imported: 1, credentials: [] });
    const onImported = jest.fn();
    renderDialog(onImported, null);
    expect(screen.getByText(/请使用导入模板填写。/)).toBeInTheDocument();
    choose('users.xlsx', 50 * FIVE_MB);
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
  });
});
