/**
 * Message center of the header: a bell with the unread total, opening the user's messages
 * (unread and all). Reading a message or marking all read refreshes the total.
 */
import { BellOutlined } from '@ant-design/icons';
import { history, useSelector } from '@umijs/max';
import { Badge, Button, Popover, Tabs, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import useT from '@/hooks/useT';
import { useShellActions } from '@/components/ShellFrame/useShellActions';
import type { MenuState } from '@/models/menu';
import { markAllMessagesRead } from '@/services/message';
import { onPush } from '@/utils/pushEvents';
import MessageList from './MessageList';

type Status = 'unread' | 'all';

export default function MessageCenter() {
  const t = useT();
  const { refreshUnreadNotice } = useShellActions();
  const total = useSelector((state: { menu: MenuState }) => state.menu.noticeTotalNumber);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>('unread');
  // Bumped to load the lists afresh (after "mark all read").
  const [version, setVersion] = useState(0);
  const [marking, setMarking] = useState(false);

  // A new message arrives in the open lists at once.
  useEffect(() => (open ? onPush('message', () => setVersion((v) => v + 1)) : undefined), [open]);

  async function markAll() {
    setMarking(true);
    try {
      await markAllMessagesRead();
      refreshUnreadNotice();
      setVersion((v) => v + 1);
    } catch {
      // Shown by the request client.
    } finally {
      setMarking(false);
    }
  }

  function openLink(link: string) {
    setOpen(false);
    history.push(link);
  }

  const list = (s: Status) => <MessageList key={`${s}-${version}`} status={s} onRead={refreshUnreadNotice} onOpen={openLink} />;

  const content = (
    <div style={{ width: 360 }} data-testid="messages-panel">
      <Tabs
        size="small"
        activeKey={status}
        onChange={(key) => setStatus(key as Status)}
        destroyOnHidden
        tabBarExtraContent={
          <Button type="link" size="small" loading={marking} onClick={markAll} data-testid="messages-mark-all">
            {t('header.messages.markAllRead')}
          </Button>
        }
        items={[
          { key: 'unread', label: t('header.messages.unread'), children: list('unread') },
          { key: 'all', label: t('header.messages.all'), children: list('all') },
        ]}
      />
    </div>
  );

  const label = total > 0 ? t('header.messages.withCount', { count: total }) : t('header.messages');

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      content={content}
      open={open}
      onOpenChange={setOpen}
      destroyOnHidden
    >
      {/* Silent while the panel is open: it would cover the panel's top row. */}
      <Tooltip title={open ? undefined : t('header.messages')}>
        <Button type="text" aria-label={label} data-testid="messages-button">
          <Badge count={total} overflowCount={99} size="small">
            <BellOutlined style={{ fontSize: 16 }} />
          </Badge>
        </Button>
      </Tooltip>
    </Popover>
  );
}
