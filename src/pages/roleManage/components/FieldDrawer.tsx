/**
 * Field authorisation of a role: per module, which fields its holders see in full, read only
 * or not at all. Full is the default, so only restricted fields are stored.
 */
import { getLocale } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Drawer, Empty, Form, Radio, Select, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import { fetchModules, type ModuleItem } from '@/services/modules';
import { fetchRoleFields, saveRoleFields, type RoleItem } from '@/services/roles';
import { allPages, fieldRightsToSave, type FieldMode } from '../utils';
import { localName } from '@/utils/localName';
import LoadFailed from './LoadFailed';
import messages from '../messages';

export interface FieldDrawerProps {
  /** The role authorised; none closes the drawer. */
  role?: RoleItem;
  onClose: () => void;
}

const MODES: FieldMode[] = ['full', 'readonly', 'hidden'];

type FieldItem = ModuleItem['fields'][number];

export default function FieldDrawer({ role, onClose }: FieldDrawerProps) {
  const t = usePageT(messages);
  const locale = getLocale();
  const [moduleNo, setModuleNo] = useState<string>();
  const [modes, setModes] = useState<Record<string, FieldMode>>({});
  const [saving, setSaving] = useState(false);

  const { data: modules, loading: modulesLoading } = useRequest(
    async () =>
      (await allPages((current, pageSize) => fetchModules({ current, pageSize }))).filter(
        (module) => module.fields.length > 0,
      ),
    { ready: !!role },
  );
  const module = modules?.find((item) => item.moduleNo === moduleNo);

  useEffect(() => {
    if (!role) setModuleNo(undefined);
    else if (!moduleNo && modules?.length) setModuleNo(modules[0].moduleNo);
  }, [role, modules, moduleNo]);

  // Saving replaces the module's field rights: never save over rights that could not be read.
  const { loading: fieldsLoading, error: fieldsError } = useRequest(() => fetchRoleFields(role!.id, moduleNo!), {
    ready: !!role && !!moduleNo,
    refreshDeps: [role?.id, moduleNo],
    onSuccess: ({ fields }) => setModes(fields),
  });

  async function save() {
    setSaving(true);
    try {
      await saveRoleFields(role!.id, moduleNo!, fieldRightsToSave(modes));
    } catch {
      // Shown by the request client.
      return;
    } finally {
      setSaving(false);
    }
    message.success(t('roleManage.fieldAuth.saved', { name: module ? localName(module, locale) : moduleNo! }));
  }

  return (
    <Drawer
      title={role && t('roleManage.fieldAuth.title', { name: localName(role, locale) })}
      width={720}
      open={!!role}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('roleManage.form.close')}</Button>
          <Button type="primary" loading={saving} disabled={!module || fieldsLoading || !!fieldsError} onClick={save}>
            {t('roleManage.form.save')}
          </Button>
        </Space>
      }
    >
      <Form layout="vertical">
        <Form.Item label={t('roleManage.fieldAuth.module')} extra={t('roleManage.fieldAuth.hint')}>
          <Select
            showSearch
            optionFilterProp="label"
            loading={modulesLoading}
            value={moduleNo}
            onChange={(value) => {
              setModes({});
              setModuleNo(value);
            }}
            placeholder={t('roleManage.fieldAuth.pickModule')}
            notFoundContent={
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('roleManage.fieldAuth.noModules')} />
            }
            options={(modules ?? []).map((item) => ({
              value: item.moduleNo,
              label: `${localName(item, locale)} (${item.moduleNo})`,
            }))}
          />
        </Form.Item>
      </Form>
      {fieldsError ? (
        <LoadFailed />
      ) : (
        <Table<FieldItem>
          size="small"
          rowKey="code"
          loading={fieldsLoading}
          dataSource={module?.fields ?? []}
          pagination={false}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('roleManage.fieldAuth.noFields')} />,
          }}
          columns={[
            {
              title: t('roleManage.fieldAuth.field'),
              key: 'field',
              render: (_, field) => (
                <>
                  <div>{localName(field, locale)}</div>
                  <Typography.Text type="secondary">{field.code}</Typography.Text>
                </>
              ),
            },
            {
              title: t('roleManage.fieldAuth.mode'),
              key: 'mode',
              width: 300,
              render: (_, field) => (
                <Radio.Group
                  value={modes[field.code] ?? 'full'}
                  onChange={(event) => setModes((current) => ({ ...current, [field.code]: event.target.value }))}
                  options={MODES.map((mode) => ({ value: mode, label: t(`roleManage.fieldAuth.mode.${mode}`) }))}
                />
              ),
            },
          ]}
        />
      )}
    </Drawer>
  );
}
