/**
 * A log list newest first: the search form's filters, the rows in keyset pages (the first page
 * on every search, then "Load more" below the rows, never a count of the table), and the export
 * of exactly the filters searched for, shown with the export right.
 */
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { Button, Empty, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import useBackgroundExport from '@/hooks/useBackgroundExport';
import usePageT from '@/hooks/usePageT';
import type { KeysetPage } from '@/services/operationLog';
import { OPERATION_LOG_PAGE_SIZE } from '../../../../server/plugins/operationLog/constants';
import { appendPage, logFiltersOf, type LogFilters, type LogFormValues } from '../utils';
import messages from '../messages';

export interface LogTableProps<T extends { id: number }> {
  /** Keys the test ids (`<name>-more`, `<name>-export`) and the export's message. */
  name: string;
  columns: ProColumns<T>[];
  fetchPage(filters: LogFilters & { after?: number; pageSize: number }): Promise<KeysetPage<T>>;
  /** Present when the caller may export. */
  exportRows?: (filters: LogFilters) => Promise<unknown>;
  scrollX: number;
}

export default function LogTable<T extends { id: number }>({ name, columns, fetchPage, exportRows, scrollX }: LogTableProps<T>) {
  const t = usePageT(messages);
  const [rows, setRows] = useState<T[]>([]);
  const [nextCursor, setNextCursor] = useState<number | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  // The filters of the rows shown: "Load more" and export take exactly these.
  const shownFilters = useRef<LogFilters>({});
  const { exporting, startExport } = useBackgroundExport(`${name}-export`);

  async function loadMore() {
    if (nextCursor === null) return;
    setLoadingMore(true);
    try {
      const page = await fetchPage({ ...shownFilters.current, after: nextCursor, pageSize: OPERATION_LOG_PAGE_SIZE });
      setRows((shown) => appendPage(shown, page.data));
      setNextCursor(page.nextCursor);
    } catch {
      return; // Shown by the request client.
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <>
      <ProTable<T, LogFormValues>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        onDataSourceChange={setRows}
        request={async ({ current: _current, pageSize: _pageSize, ...values }) => {
          const filters = logFiltersOf(values);
          const page = await fetchPage({ ...filters, pageSize: OPERATION_LOG_PAGE_SIZE });
          shownFilters.current = filters;
          setNextCursor(page.nextCursor);
          return { data: page.data, success: true };
        }}
        pagination={false}
        scroll={{ x: scrollX }}
        sticky
        search={{ labelWidth: 'auto', defaultCollapsed: true }}
        options={{ density: false, fullScreen: true, reload: true, setting: true }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('operationLog.empty')} /> }}
        toolBarRender={() =>
          exportRows
            ? [
                <Button
                  key="export"
                  loading={exporting}
                  onClick={() => startExport(() => exportRows(shownFilters.current))}
                  data-testid={`${name}-export`}
                >
                  {t('operationLog.export')}
                </Button>,
              ]
            : []
        }
      />
      <Space style={{ width: '100%', justifyContent: 'center', padding: '12px 0' }}>
        <Typography.Text type="secondary">{t('operationLog.shown', { count: rows.length })}</Typography.Text>
        {nextCursor !== null ? (
          <Button onClick={loadMore} loading={loadingMore} data-testid={`${name}-more`}>
            {t('operationLog.loadMore')}
          </Button>
        ) : (
          rows.length > 0 && <Typography.Text type="secondary">{t('operationLog.noMore')}</Typography.Text>
        )}
      </Space>
    </>
  );
}
