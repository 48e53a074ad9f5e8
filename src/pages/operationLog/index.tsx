/**
 * /operationLog (module operationLog): the operation log and the sign-in log in two tabs, newest
 * first, filtered by account, module, action, result, time, address and keyword, read in pages
 * of "Load more"; a row's details open in a drawer with the fields it changed and the request as
 * logged. Export (with the export right) goes to the download centre. Nothing here changes a row.
 */
import type { ProColumns } from '@ant-design/pro-components';
import { Tabs, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import ActionLink from '@/components/ActionLink';
import useAdminAccess from '@/hooks/useAdminAccess';
import usePageT from '@/hooks/usePageT';
import {
  exportOperationLogs,
  exportSignInLogs,
  fetchOperationLogs,
  fetchSignInLogs,
  type OperationLog,
  type SignInLog,
  type SignInLogFilters,
  type SignInLogQuery,
} from '@/services/operationLog';
import {
  OPERATION_LOG_ACCOUNT_MAX,
  OPERATION_LOG_ACTION_MAX,
  OPERATION_LOG_IP_MAX,
  OPERATION_LOG_KEYWORD_MAX,
  SIGN_IN_ACTIONS,
  type OperationLogResult,
} from '../../../server/plugins/operationLog/constants';
import LogDetail from './components/LogDetail';
import LogTable from './components/LogTable';
import messages from './messages';

type Tab = 'operations' | 'signIns';

const time = (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm:ss');

export default function OperationLogPage() {
  const t = usePageT(messages);
  const { can } = useAdminAccess();
  const [tab, setTab] = useState<Tab>('operations');
  const [openId, setOpenId] = useState<number>();
  const canExport = can('operationLog:export');

  const text = (max: number, placeholder: string) => ({
    fieldProps: { placeholder: t(placeholder), maxLength: max },
    formItemProps: { rules: [{ max, message: t('operationLog.field.max', { max }) }] },
  });

  const resultColumn = {
    title: t('operationLog.field.result'),
    dataIndex: 'result',
    width: 90,
    valueType: 'select' as const,
    valueEnum: {
      success: { text: t('operationLog.result.success') },
      failure: { text: t('operationLog.result.failure') },
    },
    render: (_: unknown, row: { result: OperationLogResult }) => (
      <Tag color={row.result === 'success' ? 'success' : 'error'}>{t(`operationLog.result.${row.result}`)}</Tag>
    ),
  };

  const shared = {
    createdAt: { title: t('operationLog.field.createdAt'), dataIndex: 'createdAt', width: 170, search: false as const, render: (_: unknown, row: { createdAt: string }) => time(row.createdAt) },
    time: { title: t('operationLog.field.createdAt'), dataIndex: 'time', valueType: 'dateTimeRange' as const, hideInTable: true },
    account: {
      title: t('operationLog.field.account'),
      dataIndex: 'account',
      width: 160,
      ellipsis: true,
      ...text(OPERATION_LOG_ACCOUNT_MAX, 'operationLog.account.placeholder'),
      render: (_: unknown, row: { account: string | null; userName: string | null }) =>
        row.account ? `${row.account}${row.userName ? ` (${row.userName})` : ''}` : '-',
    },
    ip: { title: t('operationLog.field.ip'), dataIndex: 'ip', width: 130, ellipsis: true, ...text(OPERATION_LOG_IP_MAX, 'operationLog.ip.placeholder') },
    keyword: { title: t('operationLog.field.keyword'), dataIndex: 'keyword', hideInTable: true, ...text(OPERATION_LOG_KEYWORD_MAX, 'operationLog.keyword.placeholder') },
    errorMessage: { title: t('operationLog.field.errorMessage'), dataIndex: 'errorMessage', width: 200, ellipsis: true, search: false as const },
    option: {
      title: t('operationLog.option'),
      valueType: 'option' as const,
      key: 'option',
      fixed: 'right' as const,
      width: 80,
      render: (_: unknown, row: { id: number }) => [
        <ActionLink key="detail" onClick={() => setOpenId(row.id)} data-testid={`log-detail-${row.id}`}>
          {t('operationLog.detail')}
        </ActionLink>,
      ],
    },
  };

  const operationColumns: ProColumns<OperationLog>[] = [
    shared.createdAt,
    shared.time,
    shared.account,
    { title: t('operationLog.field.module'), dataIndex: 'module', width: 110, ...text(OPERATION_LOG_ACTION_MAX, 'operationLog.module.placeholder') },
    { title: t('operationLog.field.action'), dataIndex: 'action', width: 180, ellipsis: true, ...text(OPERATION_LOG_ACTION_MAX, 'operationLog.action.placeholder') },
    { title: t('operationLog.field.target'), dataIndex: 'target', width: 220, ellipsis: true, search: false },
    resultColumn,
    shared.errorMessage,
    shared.ip,
    {
      title: t('operationLog.field.durationMs'),
      dataIndex: 'durationMs',
      width: 100,
      search: false,
      render: (_, row) => t('operationLog.durationMs', { ms: row.durationMs }),
    },
    shared.keyword,
    shared.option,
  ];

  const signInColumns: ProColumns<SignInLog>[] = [
    shared.createdAt,
    shared.time,
    shared.account,
    { title: t('operationLog.field.jobNo'), dataIndex: 'jobNo', width: 110, ellipsis: true, search: false },
    {
      title: t('operationLog.field.action'),
      dataIndex: 'action',
      width: 130,
      valueType: 'select',
      valueEnum: Object.fromEntries(SIGN_IN_ACTIONS.map((action) => [action, { text: t(`operationLog.signIn.action.${action}`) }])),
    },
    resultColumn,
    { ...shared.errorMessage, dataIndex: 'reason' },
    shared.ip,
    { title: t('operationLog.field.device'), dataIndex: 'device', width: 120, ellipsis: true, search: false },
    {
      title: t('operationLog.field.userAgent'),
      dataIndex: 'userAgent',
      width: 260,
      search: false,
      render: (_, row) => (row.userAgent ? <Typography.Text ellipsis={{ tooltip: row.userAgent }} style={{ width: 240 }}>{row.userAgent}</Typography.Text> : '-'),
    },
    shared.keyword,
    shared.option,
  ];

  const items = [
    {
      key: 'operations',
      label: t('operationLog.tab.operations'),
      children: (
        <LogTable<OperationLog>
          name="operation-log"
          columns={operationColumns}
          fetchPage={fetchOperationLogs}
          exportRows={canExport ? exportOperationLogs : undefined}
          scrollX={1500}
        />
      ),
    },
    {
      key: 'signIns',
      label: t('operationLog.tab.signIns'),
      children: (
        <LogTable<SignInLog>
          name="sign-in-log"
          columns={signInColumns}
          fetchPage={(query) => fetchSignInLogs(query as SignInLogQuery)}
          exportRows={canExport ? (filters) => exportSignInLogs(filters as SignInLogFilters) : undefined}
          scrollX={1500}
        />
      ),
    },
  ];

  return (
    <div style={{ padding: 16 }}>
      <Tabs activeKey={tab} onChange={(key) => setTab(key as Tab)} items={items} />
      <LogDetail id={openId} onClose={() => setOpenId(undefined)} />
    </div>
  );
}
