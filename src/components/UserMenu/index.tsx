/** The signed-in user in the header: personal center, password, retail account switch and sign-out. */
import { KeyOutlined, LogoutOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { useDispatch, useModel } from '@umijs/max';
import { Avatar, Button, Dropdown, Space, type MenuProps } from 'antd';
import { useState } from 'react';
import useT from '@/hooks/useT';
import { useShellActions } from '@/components/ShellFrame/useShellActions';
import ChangePasswordModal from './ChangePasswordModal';
import SwitchAccountModal from './SwitchAccountModal';

export const PERSONAL_CENTER_SRC = '/personalCenter';

export default function UserMenu() {
  const t = useT();
  const dispatch = useDispatch();
  const { openTab } = useShellActions();
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [switchOpen, setSwitchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  if (!user) return null;

  const items: MenuProps['items'] = [
    { key: 'personalCenter', icon: <UserOutlined />, label: t('header.user.personalCenter') },
    { key: 'changePassword', icon: <KeyOutlined />, label: t('header.user.changePassword') },
    { key: 'switchAccount', icon: <SwapOutlined />, label: t('header.user.switchAccount') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('menu.account.logout') },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    setMenuOpen(false);
    switch (key) {
      case 'personalCenter':
        openTab({ title: t('header.user.personalCenter'), src: PERSONAL_CENTER_SRC });
        return;
      case 'changePassword':
        setPasswordOpen(true);
        return;
      case 'switchAccount':
        setSwitchOpen(true);
        return;
      case 'logout':
        dispatch({ type: 'login/logout' });
    }
  };

  return (
    <>
      {/* Opens on hover, and on click or Enter for keyboard users (a click never closes it under the pointer). */}
      <Dropdown
        menu={{ items, onClick }}
        placement="bottomRight"
        trigger={['hover']}
        open={menuOpen}
        onOpenChange={setMenuOpen}
      >
        <Button
          type="text"
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          data-testid="user-menu"
          style={{ paddingInline: 8 }}
          onClick={() => setMenuOpen(true)}
        >
          <Space size={8}>
            <Avatar size="small" icon={<UserOutlined />} />
            <span data-testid="user-name">{user.name}</span>
          </Space>
        </Button>
      </Dropdown>
      <ChangePasswordModal open={passwordOpen} onOpenChange={setPasswordOpen} />
      <SwitchAccountModal open={switchOpen} onClose={() => setSwitchOpen(false)} />
    </>
  );
}
