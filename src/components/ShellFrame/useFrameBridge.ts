/**
 * The frame bridge (spec section 5): embedded pages call the shell by posting
 * `{ method, params }`; see src/utils/frameBridge.ts for the rules.
 */
import { useSelector } from '@umijs/max';
import { useEventListener } from 'ahooks';
import type { SettingState } from '@/models/setting';
import { dispatchFrameMessage } from '@/utils/frameBridge';
import { useShellActions } from './useShellActions';

export function useFrameBridge(): void {
  const actions = useShellActions();
  const frameOrigins = useSelector((state: { setting: SettingState }) => state.setting.frameOrigins);

  useEventListener('message', (event: MessageEvent) => {
    // Only frames speak to the shell; the window's own messages (tools, libraries) are not ours.
    if (!event.source || event.source === window) return;
    dispatchFrameMessage(
      event,
      {
        reloadMenus: actions.reloadMenus,
        addTab: (title: string, src: string, collapsed?: boolean) => actions.openTab({ title, src, collapsed }),
        setSubRoute: actions.setSubRoute,
        updateHomeRoute: actions.updateHomeRoute,
        refreshUnreadNotice: actions.refreshUnreadNotice,
        logout: actions.logout,
      },
      frameOrigins,
      window.location.origin,
    );
  });
}
