/**
 * Imports users from an .xlsx file made from the import template; the passwords the server
 * generated for rows without one are shown this once, by account.
 */
import { Alert, Table, Typography } from 'antd';
import SheetImportModal from '@/components/SheetImportModal';
import usePageT from '@/hooks/usePageT';
import { importUsers, type ImportCredential } from '@/services/users';
import messages from '../messages';

export interface ImportModalProps {
  open: boolean;
  onClose: () => void;
  /** After users were imported. */
  onImported: () => void;
}

export default function ImportModal({ open, onClose, onImported }: ImportModalProps) {
  const t = usePageT(messages);
  return (
    <SheetImportModal
      open={open}
      onClose={onClose}
      onImported={onImported}
      title={t('userManage.import.title')}
      hint={(maxSize) => (maxSize ? t('userManage.import.hint', { size: maxSize }) : t('userManage.import.hintNoSize'))}
      upload={importUsers}
      importedText={(count) => t('userManage.import.success', { count })}
      errorsText={(count) => t('userManage.import.errors', { count })}
      renderImported={({ credentials }) =>
        credentials.length > 0 && (
          <>
            <Alert type="warning" showIcon message={t('userManage.import.credentials')} style={{ marginBottom: 16 }} />
            <Table<ImportCredential>
              size="small"
              dataSource={credentials}
              rowKey="account"
              pagination={credentials.length > 10 ? { pageSize: 10, size: 'small' } : false}
              columns={[
                { title: t('userManage.field.account'), dataIndex: 'account' },
                {
                  title: t('userManage.import.password'),
                  dataIndex: 'password',
                  render: (password: string) => (
                    <Typography.Text code copyable>
                      {password}
                    </Typography.Text>
                  ),
                },
              ]}
              data-testid="import-credentials"
            />
          </>
        )
      }
    />
  );
}
