/** "New role": the base form, created on the server. */
import { message } from '@/components/AppMessages';
import { createRole } from '@/services/roles';
import usePageT from '@/hooks/usePageT';
import BaseForm from './BaseForm';
import messages from '../messages';

export interface AddRoleProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: () => void;
}

export default function AddRole({ open, onOpenChange, onCreated }: AddRoleProps) {
  const t = usePageT(messages);
  return (
    <BaseForm
      title={t('roleManage.add.title')}
      open={open}
      onOpenChange={onOpenChange}
      onFinish={async (values) => {
        try {
          await createRole(values);
        } catch {
          // Shown by the request client (a taken code, for one); the form stays open to fix it.
          return false;
        }
        message.success(t('roleManage.add.success'));
        onCreated();
        return true;
      }}
    />
  );
}
