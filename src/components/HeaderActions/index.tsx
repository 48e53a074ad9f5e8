/** Right side of the header: environment, language, and the user menu with logout. */
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { SelectLang, useDispatch, useIntl, useModel, useSelector } from '@umijs/max';
import { Avatar, Dropdown, Space, Tag } from 'antd';
import { useEffect } from 'react';
import type { GlobalState } from '@/models/global';

export default function HeaderActions() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const { initialState } = useModel('@@initialState');
  const env = useSelector((state: { global: GlobalState }) => state.global.env);
  const user = initialState?.currentUser;

  useEffect(() => {
    dispatch({ type: 'global/fetchEnv' });
  }, [dispatch]);

  const items = [
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: intl.formatMessage({ id: 'menu.account.logout' }),
      onClick: () => dispatch({ type: 'login/logout' }),
    },
  ];

  return (
    <Space size="middle" style={{ paddingInline: 8 }}>
      {env && (
        <Tag color="orange" data-testid="env-name" title={intl.formatMessage({ id: 'app.env' })}>
          {env}
        </Tag>
      )}
      <SelectLang />
      {user && (
        <Dropdown menu={{ items }} placement="bottomRight">
          <Space style={{ cursor: 'pointer' }} data-testid="user-menu">
            <Avatar size="small" icon={<UserOutlined />} />
            <span data-testid="user-name">{user.name}</span>
          </Space>
        </Dropdown>
      )}
    </Space>
  );
}
