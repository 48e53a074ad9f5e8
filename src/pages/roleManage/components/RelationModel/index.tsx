/** Who holds a role: users directly, user groups and posts (each gives the role to its members). */
import { getLocale } from '@umijs/max';
import { Modal, Tabs } from 'antd';
import usePageT from '@/hooks/usePageT';
import type { RoleItem } from '@/services/roles';
import { localName } from '@/utils/localName';
import GroupsTab from './GroupsTab';
import PostsTab from './PostsTab';
import UsersTab from './UsersTab';
import messages from '../../messages';

export interface RelationModelProps {
  /** The role shown; none closes the dialog. */
  role?: RoleItem;
  /** Whether holders may be changed (role:update). */
  editable: boolean;
  onClose: () => void;
  /** Holder counts changed: the list shows them. */
  onChanged: () => void;
}

export default function RelationModel({ role, editable, onClose, onChanged }: RelationModelProps) {
  const t = usePageT(messages);

  return (
    <Modal
      title={role && t('roleManage.relation.title', { name: localName(role, getLocale()) })}
      open={!!role}
      width={900}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {role && (
        <Tabs
          items={[
            {
              key: 'users',
              label: t('roleManage.relation.users'),
              children: <UsersTab role={role} editable={editable} onChanged={onChanged} />,
            },
            {
              key: 'groups',
              label: t('roleManage.relation.groups'),
              children: <GroupsTab role={role} editable={editable} onChanged={onChanged} />,
            },
            {
              key: 'posts',
              label: t('roleManage.relation.posts'),
              children: <PostsTab role={role} editable={editable} onChanged={onChanged} />,
            },
          ]}
        />
      )}
    </Modal>
  );
}
