/**
 * The ways in as tabs (WAI-ARIA tablist: arrow keys, Home and End move between them). Drawn
 * here instead of antd's Tabs, whose overflow menu and dropdown weigh about a tenth of the whole
 * login page. A way's panel is drawn when first chosen and then kept (hidden), so what was typed
 * into it survives a switch, as with antd's Tabs.
 */
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './WayTabs.less';

export interface Way {
  key: string;
  label: string;
  children: ReactNode;
}

export interface WayTabsProps {
  ways: Way[];
  activeKey: string;
  onChange: (key: string) => void;
}

/** The tab a key press moves to from `index` among `count` tabs; undefined for other keys. */
export function tabAfterKey(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

export default function WayTabs({ ways, activeKey, onChange }: WayTabsProps) {
  const [visited, setVisited] = useState(() => new Set([activeKey]));
  if (!visited.has(activeKey)) setVisited(new Set(visited).add(activeKey));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = tabAfterKey(event.key, index, ways.length);
    if (next === undefined) return;
    event.preventDefault();
    tabs.current[next]?.focus();
    onChange(ways[next].key);
  };

  return (
    <>
      <div role="tablist" className={styles.list}>
        {ways.map((way, index) => {
          const active = way.key === activeKey;
          return (
            <button
              key={way.key}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`way-tab-${way.key}`}
              aria-selected={active}
              aria-controls={`way-panel-${way.key}`}
              tabIndex={active ? 0 : -1}
              className={active ? `${styles.tab} ${styles.active}` : styles.tab}
              onClick={() => onChange(way.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {way.label}
            </button>
          );
        })}
      </div>
      {ways
        .filter((way) => visited.has(way.key))
        .map((way) => (
          <div
            key={way.key}
            role="tabpanel"
            id={`way-panel-${way.key}`}
            aria-labelledby={`way-tab-${way.key}`}
            hidden={way.key !== activeKey}
          >
            {way.children}
          </div>
        ))}
    </>
  );
}
