/** Detail drawer of a user group: its fields, the roles it gives, and its members. */
import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Drawer, Empty, Popconfirm, Space, Spin, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import ActionLink from '@/components/ActionLink';
import PropertyGrid from '@/components/PropertyGrid';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import useAdminAccess from '@/hooks/useAdminAccess';
import { localName } from '@/utils/localName';
import { fetchRoleOptions } from '@/services/roles';
import {
  fetchGroupMembers,
  fetchUserGroup,
  removeGroupMember,
  type GroupMember,
  type UserGroup,
} from '@/services/userGroups';
import ModalRelation from './ModalRelation';
import messages from '../messages';

export interface GroupDetailProps {
  /** The group shown; the drawer is open while set. */
  groupId?: number;
  onClose: () => void;
  /** Members were added or removed: the member count changed. */
  onMembersChanged: () => void;
}

/** Field rights may hide the name or the account of a member. */
function memberName(member: GroupMember): string {
  return member.name ?? member.account ?? String(member.id);
}

export default function GroupDetail({ groupId, onClose, onMembersChanged }: GroupDetailProps) {
  const intl = useIntl();
  const t = usePageT(messages);
  const { can, fieldMode } = useAdminAccess();
  const editable = can('userGroup:update');
  const membersRef = useRef<ActionType>();
  const [adding, setAdding] = useState(false);
  const { data: fetched, refresh } = useRequest(() => fetchUserGroup(groupId!), {
    ready: groupId !== undefined,
    refreshDeps: [groupId],
  });
  // The previous group's answer stays until this one's arrives.
  const group = fetched?.id === groupId ? fetched : undefined;
  const { data: roles } = useRequest(fetchRoleOptions, { cacheKey: 'role-options', ready: groupId !== undefined });
  const groupRoles = (roles ?? []).filter((role) => group?.roleIds.includes(role.id));

  function membersChanged() {
    membersRef.current?.reload();
    refresh();
    onMembersChanged();
  }

  async function remove(member: GroupMember) {
    try {
      await removeGroupMember(groupId!, member.id);
    } catch {
      return;
    }
    message.success(t('userGroup.members.remove.success', { name: memberName(member) }));
    membersChanged();
  }

  const columns: ProColumns<GroupMember>[] = [
    // Members are users: the user field rights hide their columns.
    {
      title: t('userGroup.members.account'),
      dataIndex: 'account',
      hideInTable: fieldMode('user', 'account') === 'hidden',
    },
    { title: t('userGroup.members.name'), dataIndex: 'name', hideInTable: fieldMode('user', 'name') === 'hidden' },
    { title: t('userGroup.members.jobNo'), dataIndex: 'jobNo', hideInTable: fieldMode('user', 'jobNo') === 'hidden' },
    {
      title: t('userGroup.members.orgName'),
      dataIndex: 'orgName',
      ellipsis: true,
      hideInTable: fieldMode('user', 'orgId') === 'hidden',
    },
    {
      title: t('userGroup.action'),
      valueType: 'option',
      key: 'option',
      width: 80,
      hideInTable: !editable,
      render: (_, member) => [
        <Popconfirm
          key="remove"
          title={t('userGroup.members.remove.confirm', { name: memberName(member) })}
          okText={t('userGroup.members.remove')}
          okButtonProps={{ danger: true }}
          cancelText={t('userGroup.cancel')}
          onConfirm={() => remove(member)}
        >
          <ActionLink>{t('userGroup.members.remove')}</ActionLink>
        </Popconfirm>,
      ],
    },
  ];

  return (
    <Drawer
      title={group ? t('userGroup.detail.title', { name: localName(group, intl.locale) }) : ''}
      open={groupId !== undefined}
      width={760}
      destroyOnHidden
      onClose={onClose}
    >
      {groupId !== undefined && (
        <>
          <Spin spinning={!group}>
            {group && (
              <PropertyGrid
                rows={[
                  { key: 'groupNo', label: t('userGroup.field.groupNo'), value: group.groupNo, format: 'copy' },
                  { key: 'name', label: t('userGroup.field.name'), value: group.name },
                  { key: 'nameEn', label: t('userGroup.field.nameEn'), value: group.nameEn },
                  { key: 'memberCount', label: t('userGroup.field.memberCount'), value: group.memberCount },
                  { key: 'createdAt', label: t('userGroup.field.createdAt'), value: group.createdAt, format: 'dateTime' },
                  { key: 'updatedAt', label: t('userGroup.field.updatedAt'), value: group.updatedAt, format: 'dateTime' },
                  { key: 'description', label: t('userGroup.field.description'), value: group.description, span: 2 },
                  {
                    key: 'roles',
                    label: t('userGroup.field.roles'),
                    span: 2,
                    value: groupRoles.length ? (
                      <Space size={[4, 4]} wrap>
                        {groupRoles.map((role) => (
                          <Tag key={role.id}>{localName(role, intl.locale)}</Tag>
                        ))}
                      </Space>
                    ) : (
                      <Typography.Text type="secondary">{t('userGroup.roles.none')}</Typography.Text>
                    ),
                  },
                ]}
              />
            )}
          </Spin>
          <ProTable<GroupMember>
            rowKey="id"
            actionRef={membersRef}
            headerTitle={t('userGroup.members.title')}
            columns={columns}
            search={false}
            size="small"
            options={{
              search: { name: 'keyword', placeholder: t('userGroup.members.search') },
              reload: true,
              density: false,
              setting: false,
            }}
            pagination={{ defaultPageSize: 10, showSizeChanger: true }}
            locale={{
              emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('userGroup.members.empty')} />,
            }}
            request={async (params) => {
              const { list, total } = await fetchGroupMembers(groupId, {
                current: params.current,
                pageSize: params.pageSize,
                keyword: (params.keyword as string | undefined)?.trim() || undefined,
              });
              return { data: list, total, success: true };
            }}
            toolBarRender={() => [
              editable && (
                <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                  {t('userGroup.members.add')}
                </Button>
              ),
            ]}
          />
          <ModalRelation group={adding ? group : undefined} onClose={() => setAdding(false)} onAdded={membersChanged} />
        </>
      )}
    </Drawer>
  );
}
