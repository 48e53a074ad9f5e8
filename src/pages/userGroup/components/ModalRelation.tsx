/** Adds users to a user group: search users by account, name or job number and pick several. */
import { ModalForm, ProForm } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { Select } from 'antd';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import { fetchUsers, type User } from '@/services/users';
import { addGroupMembers, type UserGroup } from '@/services/userGroups';
import messages from '../messages';

interface Picked {
  value: number;
  label: string;
}

/** Name, account and job number, as far as field rights show them. */
export function userLabel(user: User): string {
  const main = [user.name, user.account].filter(Boolean).join(' ');
  const label = user.jobNo ? `${main} (${user.jobNo})` : main;
  return label || user.userNo;
}

export interface ModalRelationProps {
  /** The group to add to; the dialog is open while set. */
  group?: UserGroup;
  onClose: () => void;
  onAdded: () => void;
}

export default function ModalRelation({ group, onClose, onAdded }: ModalRelationProps) {
  const t = usePageT(messages);
  const { data, loading, run } = useRequest(
    (keyword: string) => fetchUsers({ current: 1, pageSize: 20, keyword: keyword.trim() || undefined }),
    { ready: Boolean(group), defaultParams: [''], debounceWait: 300 },
  );
  const options = (data?.list ?? []).map((user) => ({ value: user.id, label: userLabel(user) }));

  return (
    <ModalForm<{ users: Picked[] }>
      title={t('userGroup.members.add.title', { name: group?.name ?? '' })}
      open={Boolean(group)}
      width={560}
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
      submitter={{ searchConfig: { submitText: t('userGroup.save'), resetText: t('userGroup.cancel') } }}
      onOpenChange={(next) => !next && onClose()}
      onFinish={async ({ users }) => {
        try {
          await addGroupMembers(
            group!.id,
            users.map((user) => user.value),
          );
        } catch {
          return false;
        }
        message.success(t('userGroup.members.add.success', { count: users.length }));
        onAdded();
        return true;
      }}
    >
      <ProForm.Item
        name="users"
        label={t('userGroup.members.users')}
        rules={[{ required: true, message: t('userGroup.members.users.required') }]}
      >
        <Select<Picked[]>
          data-testid="member-search"
          mode="multiple"
          // Labels stay when a picked user drops out of a later search.
          labelInValue
          showSearch
          filterOption={false}
          onSearch={run}
          loading={loading}
          options={options}
          placeholder={t('userGroup.members.users.placeholder')}
          notFoundContent={t(loading ? 'userGroup.loading' : 'userGroup.members.users.empty')}
        />
      </ProForm.Item>
    </ModalForm>
  );
}
