import { act, render } from '@testing-library/react';
import { announceChange, useAreaChanged } from '../areaChanges';

function Listener({ area, reload, self }: { area: string; reload: () => void; self?: object }) {
  useAreaChanged(area, reload, self);
  return null;
}

describe('area changes', () => {
  it("reloads the area's open pages, not another area's, nor the page that announced it", () => {
    const notices = jest.fn();
    const todos = jest.fn();
    const page = {};
    const own = jest.fn();
    const view = render(
      <>
        <Listener area="notices" reload={notices} />
        <Listener area="todos" reload={todos} />
        <Listener area="todos" reload={own} self={page} />
      </>,
    );
    act(() => announceChange('todos', page));
    expect([notices, todos, own].map((reload) => reload.mock.calls.length)).toEqual([0, 1, 0]);
    act(() => announceChange('todos'));
    expect([notices, todos, own].map((reload) => reload.mock.calls.length)).toEqual([0, 2, 1]);
    view.unmount();
    act(() => announceChange('todos'));
    expect(todos).toHaveBeenCalledTimes(2);
  });
});
