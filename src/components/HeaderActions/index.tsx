/**
 * Right side of the header, left to right: favourites, feedback, help and links, messages,
 * the environment (and the demo-data badge), the language and the user menu; plus the notice popup.
 */
import { useDispatch, useIntl, useSelector } from '@umijs/max';
import { Space, Tag } from 'antd';
import { useEffect } from 'react';
import DemoBadge from '@/components/DemoBadge';
import FavoritesMenu from '@/components/FavoritesMenu';
import FeedbackButton from '@/components/FeedbackButton';
import HelpLinks from '@/components/HelpLinks';
import LocaleSwitch from '@/components/LocaleSwitch';
import MessageCenter from '@/components/MessageCenter';
import NoticeModal from '@/components/NoticeModal';
import UserMenu from '@/components/UserMenu';
import type { GlobalState } from '@/models/global';
import type { SettingState } from '@/models/setting';

export default function HeaderActions() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const env = useSelector((state: { global: GlobalState }) => state.global.env);
  // Help and links hide themselves when empty; leaving them out also keeps the spacing even.
  const hasLinks = useSelector((state: { setting: SettingState }) => state.setting.links.length > 0);

  useEffect(() => {
    dispatch({ type: 'global/fetchEnv' });
  }, [dispatch]);

  return (
    <>
      <Space size={4} align="center" style={{ paddingInline: 8 }}>
        <FavoritesMenu />
        <FeedbackButton />
        {hasLinks && <HelpLinks />}
        <MessageCenter />
        {env && (
          <Tag color="orange" data-testid="env-name" title={intl.formatMessage({ id: 'app.env' })} style={{ marginInline: 4 }}>
            {env}
          </Tag>
        )}
        <DemoBadge />
        <LocaleSwitch />
        <UserMenu />
      </Space>
      <NoticeModal />
    </>
  );
}
