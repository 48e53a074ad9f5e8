/**
 * A list the user puts in order: drag an item, or focus its handle and press the arrow keys
 * (Home and End move it to either end). Controlled: it shows `items` and hands the
 * new order to `onChange`. Built on the browser's own drag and drop, so it adds no library.
 */
import { HolderOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import usePageT from '@/hooks/usePageT';
import messages from './messages';
import { keyTarget, moveItem } from './utils';

type Key = string | number;

export interface SortableListProps<T> {
  items: readonly T[];
  /** A stable key of an item. */
  rowKey: (item: T) => Key;
  renderItem: (item: T, index: number) => ReactNode;
  /** The items in their new order, and the move that made it. */
  onChange: (items: T[], move: { from: number; to: number }) => void;
  /** The handles do nothing (a list shown read-only). */
  disabled?: boolean;
  /** The handle's name for screen readers (default: "Move" and the item's position). */
  handleLabel?: (item: T, index: number) => string;
  'data-testid'?: string;
}

export default function SortableList<T>({ items, rowKey, renderItem, onChange, disabled, handleLabel, ...rest }: SortableListProps<T>) {
  const t = usePageT(messages);
  const { token } = theme.useToken();
  const [dragged, setDragged] = useState<number>();
  const [over, setOver] = useState<number>();
  const handles = useRef(new Map<Key, HTMLButtonElement>());
  // Moving a focused element in the document blurs it: focus follows the item moved by keyboard.
  const refocus = useRef<Key>();

  useEffect(() => {
    if (refocus.current === undefined) return;
    handles.current.get(refocus.current)?.focus();
    refocus.current = undefined;
  }, [items]);

  function move(from: number, to: number) {
    onChange(moveItem(items, from, to), { from, to });
  }

  function onKeyDown(event: KeyboardEvent, index: number) {
    const to = keyTarget(event.key, index, items.length);
    if (to === undefined) return;
    event.preventDefault();
    refocus.current = rowKey(items[index]);
    move(index, to);
  }

  function onDrop(event: DragEvent, index: number) {
    event.preventDefault();
    if (dragged !== undefined && dragged !== index) move(dragged, index);
    setDragged(undefined);
    setOver(undefined);
  }

  return (
    <ul data-testid={rest['data-testid']} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item, index) => {
        const key = rowKey(item);
        return (
          <li
            key={key}
            draggable={!disabled}
            onDragStart={(event) => {
              event.dataTransfer?.setData('text/plain', String(key));
              setDragged(index);
            }}
            onDragOver={(event) => {
              if (dragged === undefined) return;
              event.preventDefault(); // Allows the drop here.
              setOver(index);
            }}
            onDragLeave={() => setOver((current) => (current === index ? undefined : current))}
            onDrop={(event) => onDrop(event, index)}
            onDragEnd={() => {
              setDragged(undefined);
              setOver(undefined);
            }}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 8,
              padding: '8px 12px',
              marginBottom: 8,
              background: token.colorBgContainer,
              border: `1px ${over === index && dragged !== index ? 'dashed' : 'solid'} ${over === index ? token.colorPrimary : token.colorBorderSecondary}`,
              borderRadius: token.borderRadius,
              opacity: dragged === index ? 0.5 : 1,
            }}
          >
            <button
              type="button"
              ref={(element) => {
                if (element) handles.current.set(key, element);
                else handles.current.delete(key);
              }}
              disabled={disabled}
              aria-label={handleLabel ? handleLabel(item, index) : t('sortableList.handle', { position: index + 1 })}
              aria-keyshortcuts="ArrowUp ArrowDown Home End"
              onKeyDown={(event) => onKeyDown(event, index)}
              style={{ cursor: disabled ? 'not-allowed' : 'grab', border: 'none', background: 'none', padding: 4, color: token.colorTextSecondary }}
            >
              <HolderOutlined />
            </button>
            <div style={{ flex: 1, minWidth: 0 }}>{renderItem(item, index)}</div>
          </li>
        );
      })}
    </ul>
  );
}
