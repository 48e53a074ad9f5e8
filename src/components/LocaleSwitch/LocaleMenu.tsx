/**
 * The language menu of the switch, opened at once: antd's Dropdown and Menu load with the first
 * click on the switch, not with the login page (src/components/LocaleSwitch).
 */
import { Dropdown, type MenuProps } from 'antd';
import { useState, type ReactElement } from 'react';

export interface LocaleMenuProps {
  items: NonNullable<MenuProps['items']>;
  selectedKeys: string[];
  onChoose: (lang: string) => void;
  /** The switch's button. */
  children: ReactElement;
}

export default function LocaleMenu({ items, selectedKeys, onChoose, children }: LocaleMenuProps) {
  const [open, setOpen] = useState(true);
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{
        items,
        selectable: true,
        selectedKeys,
        onClick: ({ key }) => {
          setOpen(false);
          onChoose(key);
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
