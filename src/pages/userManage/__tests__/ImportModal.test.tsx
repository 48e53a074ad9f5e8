import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInApp } from '../../../../tests/unit/inApp';
import { importUsers } from '@/services/users';
import ImportModal from '../components/ImportModal';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/users', () => ({ importUsers: jest.fn() }));

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
    renderInApp(<ImportModal open onClose={jest.fn()} onImported={onImported} />);
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
    renderInApp(<ImportModal open onClose={jest.fn()} onImported={onImported} />);
    choose('users.csv');
    choose('users.xlsx', 5 * 1024 * 1024 + 1);
    expect(await screen.findByText('文件不能超过 5 MB')).toBeInTheDocument();
    expect(screen.getByText('只能导入 .xlsx 文件')).toBeInTheDocument();
    expect(importUsers).not.toHaveBeenCalled();
    choose('users.xlsx', 5 * 1024 * 1024);
    await waitFor(() => expect(onImported).toHaveBeenCalledTimes(1));
    expect(screen.getAllByText('已导入 12 个用户').length).toBeGreaterThan(0);
    // Generated passwords are shown this once, by account.
    expect(screen.getByTestId('import-credentials')).toHaveTextContent('carol');
    expect(screen.getByTestId('import-credentials')).toHaveTextContent('Gen3rated-Pass');
  });
});
