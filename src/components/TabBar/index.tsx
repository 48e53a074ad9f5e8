/**
 * The tab bar: one tab per open page, home first. Click or Enter activates; middle click,
 * the close icon or Delete closes; right click (or the "more" button) offers refresh and
 * the close commands; arrows scroll when the tabs overflow.
 */
import { CloseOutlined, DownOutlined, LeftOutlined, ReloadOutlined, RightOutlined } from '@ant-design/icons';
import { useDispatch, useIntl, useSelector } from '@umijs/max';
import { useSize } from 'ahooks';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import usePaneTitle from '@/hooks/usePaneTitle';
import type { TabsState } from '@/utils/tabs';
import { enabledCommands, TAB_COMMANDS, type TabCommand } from './commands';
import styles from './index.less';

interface Props {
  onRefresh: (src: string) => void;
}

export default function TabBar({ onRefresh }: Props) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const { panes, activeKey, showTabArrow } = useSelector((state: { tabs: TabsState }) => state.tabs);
  const listRef = useRef<HTMLDivElement>(null);
  const size = useSize(listRef);

  useEffect(() => {
    dispatch({
      type: 'tabs/changeTabArrow',
      payload: () => {
        const list = listRef.current;
        return {
          rightItemWidths: list ? Array.from(list.children, (el) => el.getBoundingClientRect().width) : [],
          barWidth: list?.clientWidth ?? 0,
        };
      },
    });
  }, [dispatch, panes.length, size?.width]);

  useEffect(() => {
    listRef.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [activeKey]);

  const titleOf = usePaneTitle();

  const run = (command: TabCommand, src: string) => {
    if (command === 'refresh') onRefresh(src);
    else if (command === 'close') dispatch({ type: 'tabs/remove', payload: src });
    else dispatch({ type: 'tabs/close', payload: { src, command } });
  };

  const menuFor = (src: string): MenuProps => {
    const enabled = enabledCommands(panes, src);
    return {
      items: TAB_COMMANDS.map((command) => ({
        key: command,
        disabled: !enabled[command],
        icon: command === 'refresh' ? <ReloadOutlined /> : undefined,
        label: intl.formatMessage({ id: `tabs.command.${command}` }),
      })),
      onClick: ({ key, domEvent }) => {
        domEvent.stopPropagation();
        run(key as TabCommand, src);
      },
    };
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const focusAt = (i: number) => (listRef.current?.children[i] as HTMLElement | undefined)?.focus();
    if (event.key === 'ArrowRight') focusAt(Math.min(index + 1, panes.length - 1));
    else if (event.key === 'ArrowLeft') focusAt(Math.max(index - 1, 0));
    else if (event.key === 'Enter' || event.key === ' ') dispatch({ type: 'tabs/activate', payload: panes[index].src });
    else if (event.key === 'Delete' && panes[index].closable) run('close', panes[index].src);
    else return;
    event.preventDefault();
  };

  const scroll = (direction: 1 | -1) => listRef.current?.scrollBy({ left: direction * 240, behavior: 'smooth' });

  return (
    <div className={styles.bar} data-testid="tab-bar">
      {showTabArrow && (
        <Button
          type="text"
          size="small"
          icon={<LeftOutlined />}
          aria-label={intl.formatMessage({ id: 'tabs.scrollLeft' })}
          onClick={() => scroll(-1)}
        />
      )}
      <div className={styles.list} ref={listRef} role="tablist">
        {panes.map((pane, index) => {
          const active = pane.src === activeKey;
          return (
            <Dropdown key={pane.src} menu={menuFor(pane.src)} trigger={['contextMenu']}>
              <div
                role="tab"
                aria-selected={active}
                tabIndex={active ? 0 : -1}
                title={titleOf(pane)}
                data-src={pane.src}
                className={[styles.tab, active && styles.active, !pane.closable && styles.pinned].filter(Boolean).join(' ')}
                onClick={() => dispatch({ type: 'tabs/activate', payload: pane.src })}
                onMouseDown={(event) => event.button === 1 && event.preventDefault()}
                onAuxClick={(event) => event.button === 1 && pane.closable && run('close', pane.src)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span className={styles.title}>{titleOf(pane)}</span>
                {pane.closable && (
                  <CloseOutlined
                    className={styles.close}
                    aria-label={intl.formatMessage({ id: 'tabs.command.close' })}
                    onClick={(event) => {
                      event.stopPropagation();
                      run('close', pane.src);
                    }}
                  />
                )}
              </div>
            </Dropdown>
          );
        })}
      </div>
      {showTabArrow && (
        <Button
          type="text"
          size="small"
          icon={<RightOutlined />}
          aria-label={intl.formatMessage({ id: 'tabs.scrollRight' })}
          onClick={() => scroll(1)}
        />
      )}
      <Dropdown menu={menuFor(activeKey)} trigger={['click']}>
        <Button type="text" size="small" data-testid="tabs-more" aria-label={intl.formatMessage({ id: 'tabs.more' })}>
          <DownOutlined />
        </Button>
      </Dropdown>
    </div>
  );
}
