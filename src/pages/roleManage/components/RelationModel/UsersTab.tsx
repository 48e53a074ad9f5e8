/** The users holding a role directly: a page at a time, removable, and a picker to add more. */
import { UserAddOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Button, Empty, Input, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import ActionLink from '@/components/ActionLink';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import { addRoleUsers, fetchRoleUsers, removeRoleUser, type RoleHolder, type RoleItem } from '@/services/roles';
import UserPicker from '@/components/UserPicker';
import messages from '../../messages';

/** Fields hidden by field rights are absent: fall back to what is there. */
const holderName = (user: RoleHolder) => user.name ?? user.account ?? String(user.id);

export interface UsersTabProps {
  role: RoleItem;
  editable: boolean;
  onChanged: () => void;
}

export default function UsersTab({ role, editable, onChanged }: UsersTabProps) {
  const t = usePageT(messages);
  const [page, setPage] = useState({ current: 1, pageSize: 10 });
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<number[]>([]);
  const [pickerKey, setPickerKey] = useState(0);
  const [adding, setAdding] = useState(false);

  const { data, loading, refresh } = useRequest(() => fetchRoleUsers(role.id, { ...page, keyword }), {
    refreshDeps: [role.id, page, keyword],
  });

  async function add() {
    setAdding(true);
    try {
      await addRoleUsers(role.id, picked);
    } catch {
      // Shown by the request client.
      return;
    } finally {
      setAdding(false);
    }
    message.success(t('roleManage.relation.usersAdded', { count: picked.length }));
    setPicked([]);
    setPickerKey((key) => key + 1);
    refresh();
    onChanged();
  }

  async function remove(user: RoleHolder) {
    try {
      await removeRoleUser(role.id, user.id);
    } catch {
      // Shown by the request client.
      return;
    }
    message.success(t('roleManage.relation.userRemoved', { name: holderName(user) }));
    // The last row of a page gone: show the page before it.
    if (data?.list.length === 1 && page.current > 1) setPage({ ...page, current: page.current - 1 });
    else refresh();
    onChanged();
  }

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Input.Search
          allowClear
          placeholder={t('roleManage.relation.userSearch')}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage({ ...page, current: 1 });
          }}
          style={{ width: 260 }}
        />
        {editable && (
          <Space>
            <UserPicker
              key={pickerKey}
              mode="multiple"
              style={{ width: 320 }}
              placeholder={t('roleManage.relation.pickUsers')}
              onChange={setPicked}
            />
            <Button type="primary" icon={<UserAddOutlined />} disabled={!picked.length} loading={adding} onClick={add}>
              {t('roleManage.relation.addUsers')}
            </Button>
          </Space>
        )}
      </Space>
      <Table<RoleHolder>
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={data?.list ?? []}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('roleManage.relation.noUsers')} />,
        }}
        pagination={{
          ...page,
          total: data?.total ?? 0,
          showSizeChanger: true,
          onChange: (current, pageSize) => setPage({ current, pageSize }),
        }}
        columns={[
          { title: t('roleManage.user.account'), dataIndex: 'account' },
          { title: t('roleManage.user.name'), dataIndex: 'name' },
          { title: t('roleManage.user.jobNo'), dataIndex: 'jobNo', render: (_, user) => user.jobNo || '-' },
          { title: t('roleManage.user.org'), dataIndex: 'orgName', render: (_, user) => user.orgName || '-' },
          ...(editable
            ? [
                {
                  title: t('roleManage.action'),
                  key: 'action',
                  width: 80,
                  render: (_: unknown, user: RoleHolder) => (
                    <Popconfirm
                      title={t('roleManage.relation.removeUserConfirm', { name: holderName(user) })}
                      okText={t('roleManage.remove')}
                      cancelText={t('roleManage.form.cancel')}
                      onConfirm={() => remove(user)}
                    >
                      <ActionLink>{t('roleManage.remove')}</ActionLink>
                    </Popconfirm>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Space>
  );
}
