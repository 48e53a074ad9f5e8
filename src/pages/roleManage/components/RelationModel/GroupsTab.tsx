/** The user groups giving a role to all their members, picked in a transfer and saved as a whole. */
import { getLocale } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Space, Spin, Transfer } from 'antd';
import { useState } from 'react';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import { saveRoleGroups, type RoleItem } from '@/services/roles';
import { fetchUserGroups } from '@/services/userGroups';
import { allPages, groupIdsOfRole } from '../../utils';
import { localName } from '@/utils/localName';
import LoadFailed from '../LoadFailed';
import messages from '../../messages';

export interface GroupsTabProps {
  role: RoleItem;
  editable: boolean;
  onChanged: () => void;
}

export default function GroupsTab({ role, editable, onChanged }: GroupsTabProps) {
  const t = usePageT(messages);
  const locale = getLocale();
  const [chosen, setChosen] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  // Saving replaces the role's groups: every group must be here, or a missing one would be dropped.
  const {
    data: groups,
    loading,
    error,
  } = useRequest(() => allPages((current, pageSize) => fetchUserGroups({ current, pageSize })), {
    onSuccess: (list) => setChosen(groupIdsOfRole(list, role.id).map(String)),
  });

  async function save() {
    setSaving(true);
    try {
      await saveRoleGroups(role.id, chosen.map(Number));
    } catch {
      // Shown by the request client.
      return;
    } finally {
      setSaving(false);
    }
    message.success(t('roleManage.relation.groupsSaved'));
    onChanged();
  }

  if (error) return <LoadFailed />;
  if (loading || !groups) return <Spin />;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Transfer
        showSearch
        disabled={!editable}
        listStyle={{ width: 380, height: 360 }}
        titles={[t('roleManage.relation.groupsAvailable'), t('roleManage.relation.groupsChosen')]}
        locale={{ notFoundContent: t('roleManage.relation.noGroups') }}
        dataSource={groups.map((group) => ({
          key: String(group.id),
          title: `${localName(group, locale)} (${group.groupNo})`,
        }))}
        render={(item) => item.title}
        filterOption={(input, item) => item.title.toLowerCase().includes(input.toLowerCase())}
        targetKeys={chosen}
        onChange={(keys) => setChosen(keys as string[])}
      />
      {editable && (
        <Button type="primary" loading={saving} onClick={save}>
          {t('roleManage.form.save')}
        </Button>
      )}
    </Space>
  );
}
