import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInApp } from '../../../../tests/unit/inApp';
import { useState } from 'react';
import { fetchPostTree } from '@/services/posts';
import SelectPostTree from '../index';

jest.mock('@umijs/max', () => require('../../../../tests/unit/fixtures/header').umiMax);
jest.mock('@/services/posts', () => ({ fetchPostTree: jest.fn() }));

const post = (id: number, name: string, children: object[] = [], status = 1) => ({
  id,
  parentId: null,
  postNo: `P${id}`,
  name,
  nameEn: null,
  sort: id,
  status,
  roleIds: [],
  userCount: 0,
  createdAt: '2025-04-01T00:00:00.000Z',
  updatedAt: '2025-04-01T00:00:00.000Z',
  children,
});

function Harness({ initial, onIds }: { initial: number[]; onIds: (ids: number[]) => void }) {
  const [ids, setIds] = useState(initial);
  return (
    <SelectPostTree
      value={ids}
      onChange={(next) => {
        setIds(next);
        onIds(next);
      }}
    />
  );
}

describe('SelectPostTree', () => {
  beforeEach(() => {
    jest
      .mocked(fetchPostTree)
      .mockResolvedValue([post(1, '财务部', [post(2, '总账会计'), post(3, '出纳', [], 0)])] as never);
  });

  it('shows the tree and reports the ids checked, a parent without its children', async () => {
    const onIds = jest.fn();
    renderInApp(<Harness initial={[2]} onIds={onIds} />);
    // The held post shows by name once the tree is there.
    expect(await screen.findByText('总账会计')).toBeInTheDocument();
    expect(fetchPostTree).toHaveBeenCalledTimes(1);

    fireEvent.mouseDown(screen.getByRole('combobox'));
    expect(await screen.findByTitle('财务部')).toBeInTheDocument();
    expect(screen.getByTitle('出纳 (停用)')).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('财务部'));
    await waitFor(() => expect(onIds).toHaveBeenLastCalledWith([2, 1]));
    fireEvent.click(screen.getAllByTitle('总账会计').at(-1)!);
    await waitFor(() => expect(onIds).toHaveBeenLastCalledWith([1]));
  });
});
