import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import AdminModel from '@/models/admin';
import { deleteDictItem, fetchDictItems, fetchDictTypes, reorderDictItems } from '@/services/dictionary';
import { createStore, renderWithStore } from '../../../../tests/unit/fixtures/header';
import DataDictionaryPage from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/dictionary', () => ({
  fetchDictTypes: jest.fn(),
  fetchDictItems: jest.fn(),
  createDictType: jest.fn(),
  updateDictType: jest.fn(),
  deleteDictType: jest.fn(),
  createDictItem: jest.fn(),
  updateDictItem: jest.fn(),
  deleteDictItem: jest.fn(),
  reorderDictItems: jest.fn(),
}));

const at = '2026-01-01T00:00:00.000Z';
const noticeType = { id: 1, code: 'noticeType', name: '公告类型', nameEn: 'Notice types', remark: null, builtin: true, closed: false, itemCount: 2, createdAt: at, updatedAt: at };
const item = (id: number, code: string, label: string, locked = false) => ({
  id,
  typeCode: 'noticeType',
  code,
  label,
  labelEn: `${code}-en`,
  sort: id * 10,
  enabled: true,
  color: null,
  locked,
  createdAt: at,
  updatedAt: at,
});
const items = [item(1, 'general', '通知', true), item(2, 'memo', '备忘')];

function renderPage(codes: string[]) {
  const store = createStore(AdminModel);
  store.dispatch({ type: 'admin/save', payload: { access: { codes, fields: {} }, accessLoaded: true } });
  return renderWithStore(<DataDictionaryPage />, store);
}

describe('/dataDictionary', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.mocked(fetchDictTypes).mockResolvedValue([noticeType] as never);
    jest.mocked(fetchDictItems).mockResolvedValue(items as never);
  });

  it('shows the types and the items of the first; a locked item offers no delete; an item moves down and is deleted after confirming', async () => {
    renderPage(['dictionary:view', 'dictionary:update', 'dictionary:delete', 'dictionary:create']);
    expect(await screen.findByText('memo')).toBeInTheDocument();
    expect(fetchDictItems).toHaveBeenCalledWith('noticeType');
    expect(within(screen.getByTestId('dict-type-noticeType')).getByText('内置')).toBeInTheDocument();
    // A built-in type has no delete; the locked item neither.
    expect(within(screen.getByTestId('dict-type-noticeType')).queryByText('删除')).toBeNull();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]).queryByText('删除')).toBeNull();

    jest.mocked(reorderDictItems).mockResolvedValue([items[1], items[0]] as never);
    fireEvent.click(within(rows[0]).getByRole('button', { name: '下移' }));
    await waitFor(() => expect(reorderDictItems).toHaveBeenCalledWith('noticeType', [2, 1]));

    jest.mocked(deleteDictItem).mockResolvedValue(null as never);
    const memoRow = screen.getByText('memo').closest('tr')!;
    fireEvent.click(within(memoRow).getByText('删除'));
    fireEvent.click(await screen.findByRole('button', { name: '确 定' }));
    await waitFor(() => expect(deleteDictItem).toHaveBeenCalledWith(2));
  });

  it('offers no changes to a viewer', async () => {
    renderPage(['dictionary:view']);
    expect(await screen.findByText('memo')).toBeInTheDocument();
    expect(screen.queryByText('新建类型')).toBeNull();
    expect(screen.queryByText('新建字典项')).toBeNull();
    expect(screen.queryByText('编辑')).toBeNull();
  });
});
