import { fireEvent, screen, waitFor } from '@testing-library/react';
import AdminModel from '@/models/admin';
import { createModule } from '@/services/modules';
import { createStore, renderWithStore } from '../../../../tests/unit/fixtures/header';
import BaseForm from '../components/BaseForm';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/modules', () => ({ createModule: jest.fn(), updateModule: jest.fn() }));

const systems = [
  {
    id: 1,
    systemNo: 'FSSC',
    name: '财务共享',
    nameEn: null,
    sort: 0,
    createdAt: '2025-04-01T00:00:00.000Z',
    updatedAt: '2025-04-01T00:00:00.000Z',
    applications: [],
  },
];

// Text queries: role queries walk the whole modal's accessibility tree and are very slow in jsdom.
const save = () => fireEvent.click(screen.getByText(/^保\s*存$/));
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const codeInputs = () => screen.queryAllByPlaceholderText('如 view、export');
const nameInputs = () => screen.queryAllByPlaceholderText('显示名称');

/** Adds a row and waits for it: a row is added to the table's list as it is when clicked. */
async function addRow(button: string, rows: number) {
  fireEvent.click(screen.getByText(button));
  await waitFor(() => expect(codeInputs()).toHaveLength(rows));
}

function renderForm() {
  const onSaved = jest.fn();
  renderWithStore(<BaseForm open systems={systems} onClose={jest.fn()} onSaved={onSaved} />, createStore(AdminModel));
  return onSaved;
}

describe('module base form', () => {
  beforeEach(() => jest.clearAllMocks());

  // The number and code patterns and repeated codes are the utils' rules (tested there).
  it('requires the number and name', async () => {
    renderForm();
    await screen.findByLabelText('模块编号');
    save();
    expect(await screen.findByText('请输入模块编号')).toBeInTheDocument();
    expect(screen.getByText('请输入模块名称')).toBeInTheDocument();
    expect(createModule).not.toHaveBeenCalled();
  });

  it('sends a valid module with its buttons and fields', async () => {
    jest.mocked(createModule).mockResolvedValue({} as never);
    const onSaved = renderForm();
    type(await screen.findByLabelText('模块编号'), 'claims');
    type(screen.getByLabelText('模块名称'), ' 报销单 ');
    await addRow('添加按钮', 1);
    await addRow('添加字段', 2);
    type(codeInputs()[0], 'export');
    type(codeInputs()[1], 'amount');
    type(nameInputs()[0], '导出');
    save();
    // The field row still lacks its name.
    expect(await screen.findByText('请输入名称')).toBeInTheDocument();
    expect(createModule).not.toHaveBeenCalled();
    type(nameInputs()[1], '金额');
    save();
    await waitFor(() =>
      expect(createModule).toHaveBeenCalledWith({
        moduleNo: 'claims',
        name: '报销单',
        nameEn: null,
        systemNo: null,
        applicationNo: null,
        sort: 0,
        buttons: [{ code: 'export', name: '导出', nameEn: null, sort: 0 }],
        fields: [{ code: 'amount', name: '金额', nameEn: null, sort: 0 }],
      }),
    );
    expect(onSaved).toHaveBeenCalled();
  });
});
