import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import DictTag from '@/components/DictTag';
import { fetchDict } from '@/services/dictionary';
import { emitPush } from '@/utils/pushEvents';
import { renderInApp } from '../../../../tests/unit/inApp';
import DictSelect, { dictOptions } from '../index';
import useDict, { resetDicts } from '../useDict';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/dictionary', () => ({ fetchDict: jest.fn() }));

const item = (code: string, labelZh: string, labelEn: string, extra: { color?: string | null; enabled?: boolean } = {}) => ({
  code,
  label: labelZh,
  labelZh,
  labelEn,
  color: extra.color ?? null,
  enabled: extra.enabled ?? true,
});

const noticeTypes = {
  code: 'noticeType',
  name: '公告类型',
  items: [item('general', '通知', 'General'), item('memo', '备忘', 'Memo', { color: '#722ed1' }), item('outage', '系统停机', 'Outage', { enabled: false })],
};

beforeEach(() => {
  resetDicts();
  jest.mocked(fetchDict).mockReset();
});

describe('dictOptions', () => {
  const items = noticeTypes.items;
  it('offers the enabled items in the page’s language', () => {
    expect(dictOptions(items, 'en-US', undefined)).toEqual([
      { value: 'general', label: 'General' },
      { value: 'memo', label: 'Memo' },
    ]);
  });

  it('shows a disabled item only while it is the value, not to be chosen', () => {
    expect(dictOptions(items, 'zh-CN', 'outage').at(-1)).toEqual({ value: 'outage', label: '系统停机', disabled: true });
    expect(dictOptions(items, 'zh-CN', ['memo', 'outage']).map((option) => option.value)).toEqual(['general', 'memo', 'outage']);
  });

  it('shows a value no item has as it is, and gives numbers for numeric types', () => {
    expect(dictOptions(items, 'zh-CN', 'retired').at(-1)).toEqual({ value: 'retired', label: 'retired', disabled: true });
    expect(dictOptions([item('1', '普通', 'Normal')], 'zh-CN', 1, true)).toEqual([{ value: 1, label: '普通' }]);
  });
});

describe('DictSelect', () => {
  it('offers the items the server answers, a new item included', async () => {
    jest.mocked(fetchDict).mockResolvedValue(noticeTypes);
    const onChange = jest.fn();
    renderInApp(<DictSelect code="noticeType" onChange={onChange} open />);
    await screen.findByText('备忘');
    expect(screen.queryByText('系统停机')).toBeNull();
    fireEvent.click(screen.getByText('备忘'));
    expect(onChange).toHaveBeenCalledWith('memo', expect.anything());
    expect(fetchDict).toHaveBeenCalledWith('noticeType');
  });

  it('shows the built-in items until the server answers, and keeps them when it fails', async () => {
    jest.mocked(fetchDict).mockRejectedValue(new Error('offline'));
    renderInApp(<DictSelect code="noticeLevel" numeric value={2} />);
    expect(screen.getByText('重要')).toBeInTheDocument();
    await waitFor(() => expect(fetchDict).toHaveBeenCalledTimes(1));
    expect(screen.getByText('重要')).toBeInTheDocument();
  });
});

describe('DictTag', () => {
  it('shows the label in the item’s colour, and an unknown code as it is', async () => {
    jest.mocked(fetchDict).mockResolvedValue(noticeTypes);
    renderInApp(
      <>
        <DictTag code="noticeType" value="memo" />
        <DictTag code="noticeType" value="outage" />
        <DictTag code="noticeType" value="retired" />
      </>,
    );
    const memo = await screen.findByText('备忘');
    expect(memo.closest('.ant-tag')).toHaveStyle({ backgroundColor: '#722ed1' });
    expect(screen.getByText('系统停机')).toBeInTheDocument();
    expect(screen.getByText('retired').closest('.ant-tag')).toBeInTheDocument();
    expect(fetchDict).toHaveBeenCalledTimes(1);
  });

  it('reads the type again when the server announces a change', async () => {
    jest.mocked(fetchDict).mockResolvedValueOnce(noticeTypes);
    renderInApp(<DictTag code="noticeType" value="memo" />);
    await screen.findByText('备忘');
    jest.mocked(fetchDict).mockResolvedValueOnce({ ...noticeTypes, items: [item('memo', '备忘录', 'Memo')] });
    act(() => emitPush('dict'));
    await screen.findByText('备忘录');
    expect(fetchDict).toHaveBeenCalledTimes(2);
  });
});

describe('useDict', () => {
  it('keeps the same built-in items from render to render while the server does not answer, so a table’s columns stay put', async () => {
    jest.mocked(fetchDict).mockRejectedValue(new Error('offline'));
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useDict('taskStatus').valueEnum);
      return null;
    }
    const { rerender } = renderInApp(<Probe />);
    await waitFor(() => expect(fetchDict).toHaveBeenCalledWith('taskStatus'));
    rerender(<Probe />);
    expect(seen.length).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(1);
    expect(Object.keys(seen[0] as object)).toContain('queued');
  });
});
