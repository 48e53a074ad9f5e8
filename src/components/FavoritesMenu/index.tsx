/**
 * Favourites of the header: a star opening the user's kept pages. "Add current page" keeps
 * the active tab; each entry opens as a tab and can be removed.
 */
import { DeleteOutlined, PlusOutlined, StarOutlined } from '@ant-design/icons';
import { useDispatch, useSelector } from '@umijs/max';
import { Button, Empty, List, Popconfirm, Popover, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { message } from '@/components/AppMessages';
import useT from '@/hooks/useT';
import { useShellActions } from '@/components/ShellFrame/useShellActions';
import type { UserState } from '@/models/user';
import type { Favorite } from '@/services/user';
import { unshownErrorMessage } from '@/utils/callerError';
import { activePane, favoriteOfPane, isFavorite } from '@/utils/favorites';
import type { TabsState } from '@/utils/tabs';

interface State {
  user: UserState;
  tabs: TabsState;
}

export default function FavoritesMenu() {
  const t = useT();
  const dispatch = useDispatch();
  const run = (action: { type: string; payload?: unknown }) => Promise.resolve(dispatch(action) as unknown);
  const { openTab } = useShellActions();
  const favorites = useSelector((state: State) => state.user.favorites);
  const pane = useSelector((state: State) => activePane(state.tabs));
  const [open, setOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  const already = isFavorite(favorites, pane?.src);

  // The list may have changed in another window: refresh it whenever it is shown.
  useEffect(() => {
    if (open) run({ type: 'user/fetchFavorites' }).catch(() => {});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  async function addCurrent() {
    if (!pane) return;
    setAdding(true);
    try {
      await run({ type: 'user/addFavorite', payload: favoriteOfPane(pane) });
      message.success(t('header.favorites.added'));
    } catch (error) {
      const text = unshownErrorMessage(error);
      if (text) message.error(text);
    } finally {
      setAdding(false);
    }
  }

  async function remove(favorite: Favorite) {
    try {
      await run({ type: 'user/removeFavorite', payload: favorite.id });
      message.success(t('header.favorites.removed'));
    } catch (error) {
      const text = unshownErrorMessage(error);
      if (text) message.error(text);
    }
  }

  function openFavorite(favorite: Favorite) {
    setOpen(false);
    openTab({
      title: favorite.title,
      src: favorite.src,
      menuItem: favorite.moduleNo ? { moduleNo: favorite.moduleNo } : undefined,
    });
  }

  const content = (
    <div style={{ width: 280 }} data-testid="favorites-panel">
      <Button
        block
        icon={<PlusOutlined />}
        disabled={!pane || already}
        loading={adding}
        onClick={addCurrent}
        data-testid="favorites-add"
      >
        {already ? t('header.favorites.alreadyAdded') : t('header.favorites.add')}
      </Button>
      {favorites.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('header.favorites.empty')} />
      ) : (
        <List
          size="small"
          style={{ marginTop: 8, maxHeight: 360, overflowY: 'auto' }}
          dataSource={favorites}
          rowKey="id"
          renderItem={(favorite) => (
            <List.Item
              style={{ paddingInline: 0 }}
              actions={[
                <Popconfirm
                  key="remove"
                  title={t('header.favorites.removeConfirm', { title: favorite.title })}
                  okText={t('header.confirm.ok')}
                  cancelText={t('header.confirm.cancel')}
                  onConfirm={() => remove(favorite)}
                >
                  <Button
                    type="text"
                    size="small"
                    icon={<DeleteOutlined />}
                    aria-label={`${t('header.favorites.remove')} ${favorite.title}`}
                  />
                </Popconfirm>,
              ]}
            >
              <Button
                type="link"
                size="small"
                style={{ paddingInline: 0, maxWidth: 200 }}
                onClick={() => openFavorite(favorite)}
              >
                <Typography.Text ellipsis style={{ color: 'inherit' }}>
                  {favorite.title}
                </Typography.Text>
              </Button>
            </List.Item>
          )}
        />
      )}
    </div>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('header.favorites')}
      content={content}
      open={open}
      onOpenChange={setOpen}
    >
      {/* Silent while the panel is open: it would cover the panel's top row. */}
      <Tooltip title={open ? undefined : t('header.favorites')}>
        <Button type="text" icon={<StarOutlined />} aria-label={t('header.favorites')} data-testid="favorites-button" />
      </Tooltip>
    </Popover>
  );
}
