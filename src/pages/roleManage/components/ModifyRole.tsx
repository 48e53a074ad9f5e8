/** "Edit role" (the modify route of spec section 2): the base form filled with the role, saved as a partial update. */
import { message } from '@/components/AppMessages';
import { updateRole, type RoleItem } from '@/services/roles';
import usePageT from '@/hooks/usePageT';
import BaseForm from './BaseForm';
import messages from '../messages';

export interface ModifyRoleProps {
  /** The role being changed; none closes the form. */
  role?: RoleItem;
  onClose: () => void;
  onSaved: () => void;
}

export default function ModifyRole({ role, onClose, onSaved }: ModifyRoleProps) {
  const t = usePageT(messages);
  return (
    <BaseForm
      title={t('roleManage.modify.title')}
      open={!!role}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      initialValues={
        role && {
          roleCode: role.roleCode,
          name: role.name,
          nameEn: role.nameEn,
          description: role.description,
          status: role.status === 1 ? 1 : 0,
          sort: role.sort,
        }
      }
      onFinish={async (values) => {
        try {
          await updateRole(role!.id, values);
        } catch {
          // Shown by the request client; the form stays open to fix it.
          return false;
        }
        message.success(t('roleManage.modify.success'));
        onSaved();
        return true;
      }}
    />
  );
}
