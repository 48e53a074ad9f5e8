/**
 * The dialogs of a task that take a note: complete (an optional result), return (the reason,
 * required: the task goes back to dispatch) and comment (required). A refusal (e.g. 409: the
 * task is no longer in a state that allows it) is shown by the request client and the dialog
 * stays open with the note.
 */
import { ModalForm, ProFormTextArea } from '@ant-design/pro-components';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import { commentTask, completeTask, returnTask, type Task } from '@/services/tasks';
import { TASK_NOTE_MAX } from '../../../../server/plugins/tasks/constants';
import { noteBody, noteProblem, noteRequired, type NoteKind } from '../utils';
import messages from '../messages';

export interface NoteModalProps {
  /** The dialog shown and its task; closed when absent. */
  dialog?: { kind: NoteKind; task: Pick<Task, 'id' | 'taskNo'> };
  onClose: () => void;
  /** After the task was changed. */
  onDone: () => void;
}

async function send(kind: NoteKind, id: number, note: string | undefined): Promise<unknown> {
  if (kind === 'complete') return completeTask(id, noteBody('complete', note));
  if (kind === 'return') return returnTask(id, noteBody('return', note));
  return commentTask(id, noteBody('comment', note));
}

export default function NoteModal({ dialog, onClose, onDone }: NoteModalProps) {
  const t = usePageT(messages);
  const kind = dialog?.kind ?? 'comment';
  return (
    <ModalForm<{ note?: string }>
      open={dialog !== undefined}
      title={dialog ? t(`taskMy.${kind}.title`, { taskNo: dialog.task.taskNo }) : ''}
      width={520}
      layout="vertical"
      modalProps={{ destroyOnHidden: true, maskClosable: false, onCancel: onClose }}
      submitter={{ searchConfig: { submitText: t(`taskMy.${kind}.submit`), resetText: t('taskMy.cancel') } }}
      onFinish={async ({ note }) => {
        if (!dialog) return false;
        try {
          await send(kind, dialog.task.id, note);
        } catch {
          return false; // Shown by the request client; the note stays.
        }
        message.success(t(`taskMy.${kind}.success`, { taskNo: dialog.task.taskNo }));
        onDone();
        onClose();
        return true;
      }}
    >
      <ProFormTextArea
        name="note"
        label={t(`taskMy.${kind}.label`)}
        placeholder={t(`taskMy.${kind}.placeholder`)}
        rules={[
          {
            required: noteRequired(kind),
            validator: (_: unknown, value: string | undefined) => {
              const problem = noteProblem(kind, value);
              return problem ? Promise.reject(new Error(t(problem.id, problem.values))) : Promise.resolve();
            },
          },
        ]}
        fieldProps={{ maxLength: TASK_NOTE_MAX, showCount: true, autoSize: { minRows: 3, maxRows: 8 } }}
      />
    </ModalForm>
  );
}
