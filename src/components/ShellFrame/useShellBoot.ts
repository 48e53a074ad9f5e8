/**
 * Loads what the shell needs once signed in: systems (which selects the default system and
 * application and inits the tabs), the admin check and access codes, then the tabs saved
 * before a reload.
 * The unread total is polled and refreshed when the window regains focus.
 */
import { useDispatch } from '@umijs/max';
import { useRequest } from 'ahooks';
import { useEffect, useState } from 'react';
import { readTabs } from './tabStorage';

/** How often the unread total is polled. */
export const UNREAD_POLL_MS = 60_000;

export function useShellBoot(): boolean {
  const dispatch = useDispatch();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let alive = true;
    const settle = (action: { type: string }) => Promise.resolve(dispatch(action)).catch(() => undefined);
    // Pages are guarded by the admin check and the access codes: both arrive before the first page.
    Promise.all(
      ['menu/loadSystems', 'user/fetchAdminAuth', 'admin/fetchAccess'].map((type) => settle({ type })),
    ).then(() => {
      if (!alive) return;
      dispatch({ type: 'tabs/restore', payload: readTabs() });
      setReady(true);
    });
    ['user/fetchFavorites', 'admin/fetchRoles', 'menu/loadSetMenus', 'setting/fetchLinks', 'menu/fetchNotice'].forEach((type) =>
      settle({ type }),
    );
    return () => {
      alive = false;
    };
  }, [dispatch]);

  useRequest(async () => dispatch({ type: 'menu/fetchNoticeTotalNumber' }), {
    pollingInterval: UNREAD_POLL_MS,
    refreshOnWindowFocus: true,
  });

  return ready;
}
