/**
 * Imports tasks from an .xlsx file made from the import template (the link in the hint); when
 * every row was taken, their task numbers.
 */
import { Typography } from 'antd';
import SheetImportModal from '@/components/SheetImportModal';
import usePageT from '@/hooks/usePageT';
import { importTasks } from '@/services/tasks';
import { TASK_IMPORT_MAX_ROWS, TASK_IMPORT_TEMPLATE_URL } from '../../../../server/plugins/tasks/constants';
import messages from '../messages';

export interface ImportModalProps {
  open: boolean;
  onClose: () => void;
  /** After tasks were imported. */
  onImported: () => void;
}

const SHOWN_NUMBERS = 20;

export default function ImportModal({ open, onClose, onImported }: ImportModalProps) {
  const t = usePageT(messages);
  return (
    <SheetImportModal
      open={open}
      onClose={onClose}
      onImported={onImported}
      title={t('taskManage.import.title')}
      hint={(maxSize) =>
        maxSize
          ? t('taskManage.import.hint', { size: maxSize, rows: TASK_IMPORT_MAX_ROWS })
          : t('taskManage.import.hintNoSize', { rows: TASK_IMPORT_MAX_ROWS })
      }
      template={
        <a href={TASK_IMPORT_TEMPLATE_URL} data-testid="task-import-template">
          {t('taskManage.import.template')}
        </a>
      }
      upload={importTasks}
      importedText={(count) => t('taskManage.import.success', { count })}
      errorsText={(count) => t('taskManage.import.errors', { count })}
      renderImported={({ taskNos }) => (
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }} data-testid="task-import-numbers">
          {taskNos.slice(0, SHOWN_NUMBERS).join(', ')}
          {taskNos.length > SHOWN_NUMBERS && t('taskManage.bulk.more', { count: taskNos.length - SHOWN_NUMBERS })}
        </Typography.Paragraph>
      )}
    />
  );
}
