/**
 * A bulk action on the selected tasks: dispatch or reassign them to a person (picked with the
 * shared user picker; a reassignment may say why), or cancel them with a reason, confirmed
 * first. The server applies it to all of them or to none: the dialog says beforehand which
 * selected tasks their state keeps out, and a refusal (409 naming the task and its state) is
 * shown while the dialog stays open.
 */
import { ModalForm, ProForm, ProFormTextArea } from '@ant-design/pro-components';
import { Alert, Typography } from 'antd';
import { message, modal } from '@/components/AppMessages';
import UserPicker from '@/components/UserPicker';
import usePageT from '@/hooks/usePageT';
import { cancelTasks, dispatchTasks, reassignTasks, type Task } from '@/services/tasks';
import { TASK_NOTE_MAX } from '../../../../server/plugins/tasks/constants';
import { bulkBody, unfitFor, type BulkKind, type BulkValues } from '../utils';
import messages from '../messages';

export interface BulkModalProps {
  /** The action shown; closed when absent. */
  kind?: BulkKind;
  tasks: Task[];
  onClose: () => void;
  /** After the tasks were changed. */
  onDone: () => void;
}

const SHOWN_UNFIT = 5;

function send(kind: BulkKind, ids: number[], values: BulkValues): Promise<unknown> {
  if (kind === 'dispatch') return dispatchTasks(bulkBody('dispatch', ids, values));
  if (kind === 'reassign') return reassignTasks(bulkBody('reassign', ids, values));
  return cancelTasks(bulkBody('cancel', ids, values));
}

export default function BulkModal({ kind, tasks, onClose, onDone }: BulkModalProps) {
  const t = usePageT(messages);
  const action = kind ?? 'dispatch';
  const unfit = unfitFor(action, tasks);
  const count = tasks.length;

  const confirmCancel = () =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: t('taskManage.bulk.cancel.confirm', { count }),
        content: t('taskManage.bulk.cancel.hint'),
        okText: t('taskManage.ok'),
        okButtonProps: { danger: true },
        cancelText: t('taskManage.cancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  return (
    <ModalForm<BulkValues>
      open={kind !== undefined}
      title={t(`taskManage.bulk.${action}.title`, { count })}
      width={560}
      layout="vertical"
      modalProps={{ destroyOnHidden: true, maskClosable: false, onCancel: onClose }}
      submitter={{
        searchConfig: { submitText: t(`taskManage.bulk.${action}.submit`), resetText: t('taskManage.cancel') },
        submitButtonProps: { disabled: unfit.length > 0 || count === 0, danger: action === 'cancel' },
      }}
      onFinish={async (values) => {
        if (action === 'cancel' && !(await confirmCancel())) return false;
        try {
          await send(
            action,
            tasks.map((task) => task.id),
            values,
          );
        } catch {
          return false; // Shown by the request client (a 409 names the task and its state).
        }
        message.success(t(`taskManage.bulk.${action}.success`, { count }));
        onDone();
        onClose();
        return true;
      }}
    >
      <Typography.Paragraph data-testid="bulk-selected">
        {t('taskManage.bulk.selected', {
          count,
          tasks: tasks
            .slice(0, SHOWN_UNFIT)
            .map((task) => task.taskNo)
            .join(', '),
        })}
        {count > SHOWN_UNFIT && t('taskManage.bulk.more', { count: count - SHOWN_UNFIT })}
      </Typography.Paragraph>
      {unfit.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="bulk-unfit"
          message={t(`taskManage.bulk.${action}.unfit`, { count: unfit.length })}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {unfit.slice(0, SHOWN_UNFIT).map((task) => (
                <li key={task.id}>{t('taskManage.bulk.unfitTask', { taskNo: task.taskNo, status: t(`task.status.${task.status}`) })}</li>
              ))}
              {unfit.length > SHOWN_UNFIT && <li>{t('taskManage.bulk.more', { count: unfit.length - SHOWN_UNFIT })}</li>}
            </ul>
          }
        />
      )}
      {action !== 'cancel' && (
        <ProForm.Item
          name="assigneeId"
          label={t('taskManage.bulk.assignee')}
          rules={[{ required: true, message: t('taskManage.bulk.assignee.required') }]}
        >
          <UserPicker onChange={() => {}} style={{ width: '100%' }} />
        </ProForm.Item>
      )}
      {action === 'reassign' && (
        <ProFormTextArea
          name="note"
          label={t('taskManage.bulk.note')}
          placeholder={t('taskManage.bulk.note.placeholder')}
          fieldProps={{ maxLength: TASK_NOTE_MAX, showCount: true, autoSize: { minRows: 2, maxRows: 6 } }}
        />
      )}
      {action === 'cancel' && (
        <ProFormTextArea
          name="reason"
          label={t('taskManage.bulk.reason')}
          placeholder={t('taskManage.bulk.reason.placeholder')}
          rules={[{ required: true, whitespace: true, message: t('taskManage.bulk.reason.required') }]}
          fieldProps={{ maxLength: TASK_NOTE_MAX, showCount: true, autoSize: { minRows: 3, maxRows: 8 } }}
        />
      )}
    </ModalForm>
  );
}
