/** /personalCenter: who is signed in, the account's security (password change), and the devices and sessions signed in. */
import { KeyOutlined } from '@ant-design/icons';
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { useModel, useSelector } from '@umijs/max';
import { Button, Descriptions, List, Space, Tag } from 'antd';
import { useState } from 'react';
import usePageT from '@/hooks/usePageT';
import ChangePasswordModal from '@/components/UserMenu/ChangePasswordModal';
import type { AdminState } from '@/models/admin';
import type { CurrentUser } from '@/services/auth';
import MyDevices from './components/MyDevices';
import messages from './messages';

const EMPTY = '-';

/** A zone as "name (number)", or whichever of the two is known. */
export function zoneText(user: Pick<CurrentUser, 'zoneName' | 'zoneNo'>): string {
  if (user.zoneName && user.zoneNo) return `${user.zoneName} (${user.zoneNo})`;
  return user.zoneName || user.zoneNo || EMPTY;
}

export default function PersonalCenterPage() {
  const t = usePageT(messages);
  const { initialState } = useModel('@@initialState');
  const user: CurrentUser | undefined = initialState?.currentUser;
  const [passwordOpen, setPasswordOpen] = useState(false);
  const { roles, rolesLoaded } = useSelector((state: { admin: AdminState }) => state.admin);

  const profile: { key: string; label: string; value: string }[] = user
    ? [
        { key: 'account', label: t('portal.personalCenter.account'), value: user.account },
        { key: 'name', label: t('portal.personalCenter.name'), value: user.name },
        { key: 'jobNo', label: t('portal.personalCenter.jobNo'), value: user.jobNo },
        { key: 'userNo', label: t('portal.personalCenter.userNo'), value: user.userNo },
        { key: 'zone', label: t('portal.personalCenter.zone'), value: zoneText(user) },
        { key: 'region', label: t('portal.personalCenter.region'), value: user.region || EMPTY },
      ]
    : [];

  return (
    <PageContainer title={t('portal.personalCenter.title')}>
      <ProCard direction="column" ghost gutter={[0, 16]}>
        <ProCard title={t('portal.personalCenter.profile')}>
          <Descriptions column={{ xs: 1, sm: 1, md: 2 }} bordered size="small" data-testid="personal-profile">
            {profile.map((item) => (
              <Descriptions.Item key={item.key} label={item.label}>
                <span data-testid={`profile-${item.key}`}>{item.value || EMPTY}</span>
              </Descriptions.Item>
            ))}
            <Descriptions.Item label={t('portal.personalCenter.roles')}>
              <Space size={[4, 4]} wrap data-testid="profile-roles">
                {roles.map((role) => (
                  <Tag key={role.roleCode} color={role.isAdmin ? 'gold' : 'blue'}>
                    {role.name}
                  </Tag>
                ))}
                {rolesLoaded && !roles.length && t('portal.personalCenter.noRoles')}
              </Space>
            </Descriptions.Item>
          </Descriptions>
        </ProCard>
        <ProCard title={t('portal.personalCenter.security')}>
          <List
            itemLayout="horizontal"
            dataSource={['password']}
            renderItem={() => (
              <List.Item
                actions={[
                  <Button
                    key="change"
                    icon={<KeyOutlined />}
                    onClick={() => setPasswordOpen(true)}
                    data-testid="personal-change-password"
                  >
                    {t('portal.personalCenter.changePassword')}
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={t('portal.personalCenter.password')}
                  description={t('portal.personalCenter.password.description')}
                />
              </List.Item>
            )}
          />
        </ProCard>
        <MyDevices />
      </ProCard>
      <ChangePasswordModal open={passwordOpen} onOpenChange={setPasswordOpen} />
    </PageContainer>
  );
}
