/**
 * /moduleManage: the modules of the back office with the buttons (actions a role may grant)
 * and fields (field rights apply to) of each. Add, modify, detail, delete.
 */
import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Empty, Popconfirm } from 'antd';
import { useRef, useState } from 'react';
import ActionLink from '@/components/ActionLink';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import useAdminAccess from '@/hooks/useAdminAccess';
import { applicationLabel, applicationOptions } from '@/utils/applications';
import { localName } from '@/utils/localName';
import { deleteModule, fetchModules, type ModuleItem } from '@/services/modules';
import { fetchSystemTree } from '@/services/systems';
import BaseForm from './components/BaseForm';
import ModuleDetail from './components/ModuleDetail';
import messages from './messages';
import useKeptTable from '@/hooks/useKeptTable';
import { useReleaseWhenHidden } from '@/hooks/usePaneKeep';

export default function ModuleManagePage() {
  const intl = useIntl();
  const t = usePageT(messages);
  const { can } = useAdminAccess();
  const actionRef = useRef<ActionType>();
  const { data: systems = [] } = useRequest(fetchSystemTree, { cacheKey: 'system-tree' });
  const [form, setForm] = useState<{ module?: ModuleItem }>();
  const [viewingId, setViewingId] = useState<number>();
  const reload = () => actionRef.current?.reload();
  const table = useKeptTable();
  useReleaseWhenHidden(form === undefined && viewingId === undefined);

  async function remove(module: ModuleItem) {
    try {
      await deleteModule(module.id);
    } catch {
      // Shown by the request client (409 while roles grant it or menus open it).
      return;
    }
    message.success(t('moduleManage.delete.success', { name: localName(module, intl.locale) }));
    reload();
  }

  const columns: ProColumns<ModuleItem>[] = [
    {
      title: t('moduleManage.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('moduleManage.keyword.placeholder') },
    },
    {
      title: t('moduleManage.field.application'),
      dataIndex: 'application',
      hideInTable: true,
      valueType: 'cascader',
      fieldProps: { options: applicationOptions(systems, intl.locale) },
      search: { transform: ([systemNo, applicationNo]: string[]) => ({ systemNo, applicationNo }) },
    },
    { title: t('moduleManage.field.moduleNo'), dataIndex: 'moduleNo', search: false, copyable: true, width: 160 },
    { title: t('moduleManage.field.name'), dataIndex: 'name', search: false },
    { title: t('moduleManage.field.nameEn'), dataIndex: 'nameEn', search: false, ellipsis: true },
    {
      title: t('moduleManage.field.application'),
      key: 'applicationName',
      search: false,
      render: (_, module) => applicationLabel(systems, module.systemNo, module.applicationNo, intl.locale),
    },
    {
      title: t('moduleManage.field.buttonCount'),
      key: 'buttonCount',
      search: false,
      width: 90,
      render: (_, module) => module.buttons.length,
    },
    {
      title: t('moduleManage.field.fieldCount'),
      key: 'fieldCount',
      search: false,
      width: 90,
      render: (_, module) => module.fields.length,
    },
    { title: t('moduleManage.field.sort'), dataIndex: 'sort', search: false, width: 80 },
    {
      title: t('moduleManage.action'),
      valueType: 'option',
      key: 'option',
      fixed: 'right',
      width: 170,
      render: (_, module) =>
        [
          <ActionLink key="detail" onClick={() => setViewingId(module.id)}>
            {t('moduleManage.detail')}
          </ActionLink>,
          can('module:update') && (
            <ActionLink key="modify" onClick={() => setForm({ module })}>
              {t('moduleManage.modify')}
            </ActionLink>
          ),
          can('module:delete') && (
            <Popconfirm
              key="delete"
              title={t('moduleManage.delete.confirm', { name: localName(module, intl.locale) })}
              description={t('moduleManage.delete.hint')}
              okText={t('moduleManage.delete')}
              okButtonProps={{ danger: true }}
              cancelText={t('moduleManage.cancel')}
              onConfirm={() => remove(module)}
            >
              <ActionLink>{t('moduleManage.delete')}</ActionLink>
            </Popconfirm>
          ),
        ].filter(Boolean),
    },
  ];

  return (
    <div style={{ padding: 16 }}>
      <ProTable<ModuleItem>
        rowKey="id"
        actionRef={actionRef}
        formRef={table.formRef}
        form={table.form}
        headerTitle={t('moduleManage.title')}
        columns={table.columns(columns)}
        scroll={{ x: 1100 }}
        search={{ labelWidth: 'auto' }}
        pagination={{ ...table.pagination, showSizeChanger: true }}
        columnsState={{ persistenceKey: 'fssc-moduleManage-columns', persistenceType: 'localStorage' }}
        options={{ density: false, fullScreen: true, reload: true, setting: true }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('moduleManage.empty')} /> }}
        request={async (params) => {
          table.keep(params);
          const { list, total } = await fetchModules({
            current: params.current,
            pageSize: params.pageSize,
            keyword: (params.keyword as string | undefined)?.trim() || undefined,
            systemNo: params.systemNo || undefined,
            applicationNo: params.applicationNo || undefined,
          });
          return { data: list, total, success: true };
        }}
        toolBarRender={() => [
          can('module:create') && (
            <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setForm({})}>
              {t('moduleManage.new')}
            </Button>
          ),
        ]}
      />
      <BaseForm
        open={form !== undefined}
        module={form?.module}
        systems={systems}
        onClose={() => setForm(undefined)}
        onSaved={reload}
      />
      <ModuleDetail moduleId={viewingId} systems={systems} onClose={() => setViewingId(undefined)} />
    </div>
  );
}
