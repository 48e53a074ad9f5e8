/** Moving between the notices pages, each in a tab of its own. */
import { history, useDispatch, useLocation } from '@umijs/max';
import { useCallback } from 'react';
import { paneSrcOf, srcOfLocation } from '@/utils/pane';

export const NOTICE_LIST_PATH = '/noticeManage';

export const noticeEditPath = (id?: number) =>
  id === undefined ? '/noticeManage/edit' : `/noticeManage/edit?id=${id}`;
export const noticeDetailPath = (id: number) => `/noticeManage/detail?id=${id}`;
export const noticePreviewPath = (id: number) => `/noticeManage/notice?id=${id}`;

/** Closes this page's tab and brings the list to the front (it reloads on its own: see changes.ts). */
export function useCloseToList(): () => void {
  const dispatch = useDispatch();
  const location = useLocation();
  return useCallback(() => {
    const here = srcOfLocation(location);
    dispatch({
      type: 'tabs/add',
      payload: { title: NOTICE_LIST_PATH, titleId: 'route./noticeManage', src: paneSrcOf(NOTICE_LIST_PATH) },
    });
    dispatch({ type: 'tabs/remove', payload: here });
    history.push(NOTICE_LIST_PATH);
  }, [dispatch, location]);
}
