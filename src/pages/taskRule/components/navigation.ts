/** Moving between the task rule pages, each in a tab of its own. */
import { history, useDispatch, useLocation } from '@umijs/max';
import { useCallback } from 'react';
import { paneSrcOf, srcOfLocation } from '@/utils/pane';

export const RULE_LIST_PATH = '/taskRule';

export const ruleAddPath = () => '/taskRule/add';
export const ruleModifyPath = (id: number) => `/taskRule/modify?id=${id}`;
export const ruleDetailPath = (id: number) => `/taskRule/detail?id=${id}`;

/** Closes this page's tab and brings `to` (the list by default) to the front; it reloads on its own (changes.ts). */
export function useCloseTo(): (to?: string) => void {
  const dispatch = useDispatch();
  const location = useLocation();
  return useCallback(
    (to = RULE_LIST_PATH) => {
      const here = srcOfLocation(location);
      dispatch({
        type: 'tabs/add',
        payload: { title: to, titleId: to === RULE_LIST_PATH ? 'route./taskRule' : 'route./taskRule/detail', src: paneSrcOf(to) },
      });
      dispatch({ type: 'tabs/remove', payload: here });
      history.push(to);
    },
    [dispatch, location],
  );
}
