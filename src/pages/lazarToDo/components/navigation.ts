/** Moving between the to-do pages, each in a tab of its own. */
import { history, useDispatch, useLocation } from '@umijs/max';
import { useCallback } from 'react';
import { paneSrcOf, srcOfLocation } from '@/utils/pane';

export const TODO_LIST_PATH = '/lazarToDo';

export const todoAddPath = () => '/lazarToDo/add';
export const todoModifyPath = (id: number) => `/lazarToDo/modify?id=${id}`;
export const todoDetailPath = (id: number) => `/lazarToDo/detail?id=${id}`;

/** Closes this page's tab and brings `to` (the list by default) to the front; it reloads on its own (changes.ts). */
export function useCloseTo(): (to?: string) => void {
  const dispatch = useDispatch();
  const location = useLocation();
  return useCallback(
    (to = TODO_LIST_PATH) => {
      const here = srcOfLocation(location);
      dispatch({
        type: 'tabs/add',
        payload: { title: to, titleId: to === TODO_LIST_PATH ? 'route./lazarToDo' : 'route./lazarToDo/detail', src: paneSrcOf(to) },
      });
      dispatch({ type: 'tabs/remove', payload: here });
      history.push(to);
    },
    [dispatch, location],
  );
}
