/**
 * The tab bar: one tab per open page, home first. Click or Enter activates; middle click,
 * the close icon or Delete closes; right click (or the "more" button) offers refresh and
 * the close commands; arrows scroll when the tabs overflow.
 */
import { CloseOutlined, DownOutlined, LeftOutlined, ReloadOutlined, RightOutlined } from '@ant-design/icons';
import { useDispatch, useIntl, useSelector } from '@umijs/max';
import { useSize } from 'ahooks';
import { Button, Dropdown, type MenuProps } from 'antd';
import { memo, useCallback, useEffect, useRef, type KeyboardEvent } from 'react';
import useOpenTabs from '@/hooks/useOpenTabs';
import usePaneTitle from '@/hooks/usePaneTitle';
import type { TabPane, TabsState } from '@/utils/tabs';
import { enabledCommands, TAB_COMMANDS, type TabCommand } from './commands';
import styles from './index.less';
import { useActiveTabInView } from './useActiveTabInView';

interface Props {
  onRefresh: (src: string) => void;
}

export default function TabBar({ onRefresh }: Props) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const { panes, activeKey } = useOpenTabs();
  const showTabArrow = useSelector((state: { tabs: TabsState }) => state.tabs.showTabArrow);
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

  useActiveTabInView(listRef, activeKey, panes);

  const titleOf = usePaneTitle();

  const run = useCallback(
    (command: TabCommand, src: string) => {
      if (command === 'refresh') onRefresh(src);
      else if (command === 'close') dispatch({ type: 'tabs/remove', payload: src });
      else dispatch({ type: 'tabs/close', payload: { src, command } });
    },
    [onRefresh, dispatch],
  );
  const label = useCallback((command: TabCommand) => intl.formatMessage({ id: `tabs.command.${command}` }), [intl]);
  const activate = useCallback((src: string) => dispatch({ type: 'tabs/activate', payload: src }), [dispatch]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>, index: number) => {
      const focusAt = (i: number) => (listRef.current?.children[i] as HTMLElement | undefined)?.focus();
      if (event.key === 'ArrowRight') focusAt(Math.min(index + 1, panes.length - 1));
      else if (event.key === 'ArrowLeft') focusAt(Math.max(index - 1, 0));
      else if (event.key === 'Enter' || event.key === ' ') activate(panes[index].src);
      else if (event.key === 'Delete' && panes[index].closable) run('close', panes[index].src);
      else return;
      event.preventDefault();
    },
    [panes, activate, run],
  );

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
        {panes.map((pane, index) => (
          <Tab
            key={pane.src}
            pane={pane}
            index={index}
            active={pane.src === activeKey}
            title={titleOf(pane)}
            panes={panes}
            label={label}
            run={run}
            activate={activate}
            onKeyDown={onKeyDown}
          />
        ))}
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
      <Dropdown menu={commandMenu(panes, activeKey, label, run)} trigger={['click']}>
        <Button type="text" size="small" data-testid="tabs-more" aria-label={intl.formatMessage({ id: 'tabs.more' })}>
          <DownOutlined />
        </Button>
      </Dropdown>
    </div>
  );
}

/** The commands for one tab, as a menu (its context menu and the "more" menu). */
function commandMenu(
  panes: TabPane[],
  src: string,
  label: (command: TabCommand) => string,
  run: (command: TabCommand, src: string) => void,
): MenuProps {
  const enabled = enabledCommands(panes, src);
  return {
    items: TAB_COMMANDS.map((command) => ({
      key: command,
      disabled: !enabled[command],
      icon: command === 'refresh' ? <ReloadOutlined /> : undefined,
      label: label(command),
    })),
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      run(key as TabCommand, src);
    },
  };
}

interface TabProps {
  pane: TabPane;
  index: number;
  active: boolean;
  title: string;
  panes: TabPane[];
  label: (command: TabCommand) => string;
  run: (command: TabCommand, src: string) => void;
  activate: (src: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>, index: number) => void;
}

/** One tab with its context menu; a tab switch re-renders only the two tabs whose state changed. */
const Tab = memo(function Tab({ pane, index, active, title, panes, label, run, activate, onKeyDown }: TabProps) {
  return (
    <Dropdown menu={commandMenu(panes, pane.src, label, run)} trigger={['contextMenu']}>
      <div
        role="tab"
        aria-selected={active}
        tabIndex={active ? 0 : -1}
        title={title}
        data-src={pane.src}
        className={[styles.tab, active && styles.active, !pane.closable && styles.pinned].filter(Boolean).join(' ')}
        onClick={() => activate(pane.src)}
        onMouseDown={(event) => event.button === 1 && event.preventDefault()}
        onAuxClick={(event) => event.button === 1 && pane.closable && run('close', pane.src)}
        onKeyDown={(event) => onKeyDown(event, index)}
      >
        <span className={styles.title}>{title}</span>
        {pane.closable && (
          <CloseOutlined
            className={styles.close}
            aria-label={label('close')}
            onClick={(event) => {
              event.stopPropagation();
              run('close', pane.src);
            }}
          />
        )}
      </div>
    </Dropdown>
  );
});
