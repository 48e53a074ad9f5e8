import { act, renderHook } from '@testing-library/react';
import { NO_MOTION, useMenuMotion } from '../useMenuMotion';

describe('useMenuMotion', () => {
  it('opens groups at once until the user opens or closes one', () => {
    const { result } = renderHook(({ selected }) => useMenuMotion(selected), { initialProps: { selected: '7' } });
    expect(result.current.motion).toBe(NO_MOTION);
    act(() => result.current.userToggled());
    expect(result.current.motion).toBeUndefined();
  });

  it('stops animating as soon as another tab is in front', () => {
    const { result, rerender } = renderHook(({ selected }) => useMenuMotion(selected), {
      initialProps: { selected: '7' as string | undefined },
    });
    act(() => result.current.userToggled());
    rerender({ selected: '9' });
    expect(result.current.motion).toBe(NO_MOTION);
    // A tab with no menu item (a page opened by address) counts as another selection too.
    act(() => result.current.userToggled());
    rerender({ selected: undefined });
    expect(result.current.motion).toBe(NO_MOTION);
  });

  it('keeps the user’s slide while the selection stays', () => {
    const { result, rerender } = renderHook(({ selected }) => useMenuMotion(selected), { initialProps: { selected: '7' } });
    act(() => result.current.userToggled());
    rerender({ selected: '7' });
    expect(result.current.motion).toBeUndefined();
  });
});
