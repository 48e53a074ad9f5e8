/** "New role": the base form, created on the server. */
import { useIntl } from '@umijs/max';
import { message } from '@/components/AppMessages';
import { createRole } from '@/services/roles';
import BaseForm from './BaseForm';

export interface AddRoleProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: () => void;
}

export default function AddRole({ open, onOpenChange, onCreated }: AddRoleProps) {
  const intl = useIntl();
  return (
    <BaseForm
      title={intl.formatMessage({ id: 'roleManage.add.title' })}
      open={open}
      onOpenChange={onOpenChange}
      onFinish={async (values) => {
        try {
          await createRole(values);
        } catch {
          // Shown by the request client (a taken code, for one); the form stays open to fix it.
          return false;
        }
        message.success(intl.formatMessage({ id: 'roleManage.add.success' }));
        onCreated();
        return true;
      }}
    />
  );
}
