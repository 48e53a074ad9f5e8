/**
 * Loads what the shell needs once signed in in one call (app/bootstrap: systems, which selects
 * the default system and application and inits the tabs, the admin check, access codes, roles,
 * setting menus, links, favourites, the launch notice and the unread total; the single calls
 * when it fails), then the tabs saved before a reload.
 * The unread total is the one poll: every UNREAD_POLL_MS while the tab is visible, and when the
 * window regains focus.
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

  const { run: pollUnread } = useRequest(async () => dispatch({ type: 'menu/fetchNoticeTotalNumber' }), {
    // The boot brings the first total: polling starts one interval after it.
    manual: true,
    pollingInterval: UNREAD_POLL_MS,
    pollingWhenHidden: false,
    refreshOnWindowFocus: true,
  });

  useEffect(() => {
    let alive = true;
    let firstPoll: number | undefined;
    Promise.resolve(dispatch({ type: 'app/bootstrap' }))
      .catch(() => undefined)
      .then(() => {
        if (!alive) return;
        dispatch({ type: 'tabs/restore', payload: readTabs() });
        setReady(true);
        firstPoll = window.setTimeout(pollUnread, UNREAD_POLL_MS);
      });
    return () => {
      alive = false;
      window.clearTimeout(firstPoll);
    };
  }, [dispatch, pollUnread]);

  return ready;
}
