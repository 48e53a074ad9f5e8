/**
 * Function authorisation of a role: per application, the module buttons it grants and the
 * menus it shows. Saving sends only what changed: one call per changed module, one per
 * application whose menus changed.
 */
import { getLocale } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Drawer, Empty, Space, Spin, Tabs } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { message, modal } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import { fetchRoleFunctions, saveRoleMenus, saveRoleModuleActions, type RoleItem } from '@/services/roles';
import { fetchSystemTree } from '@/services/systems';
import { actionsByModule, applicationTabs, changedModules, menusChanged, type ModuleActions } from '../../utils';
import { localName } from '@/utils/localName';
import LoadFailed from '../LoadFailed';
import ApplicationPane, { type MenuChoice } from './ApplicationPane';
import messages from '../../messages';

export interface FunctionAuthorizationProps {
  /** The role authorised; none closes the drawer. */
  role?: RoleItem;
  onClose: () => void;
}

export default function FunctionAuthorization({ role, onClose }: FunctionAuthorizationProps) {
  const t = usePageT(messages);
  const locale = getLocale();
  const {
    data: systems,
    loading: systemsLoading,
    error: systemsError,
  } = useRequest(fetchSystemTree, { ready: !!role });
  const {
    data: functions,
    loading: functionsLoading,
    error: functionsError,
  } = useRequest(() => fetchRoleFunctions(role!.id), {
    ready: !!role,
    refreshDeps: [role?.id],
  });
  const [edited, setEdited] = useState<ModuleActions>({});
  const [menuChoices, setMenuChoices] = useState<Record<string, MenuChoice>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setEdited({});
    setMenuChoices({});
  }, [role?.id]);

  const initial = useMemo(() => actionsByModule(functions?.modules ?? []), [functions]);
  const grantedMenuIds = functions?.menuIds ?? [];
  const tabs = applicationTabs(systems ?? [], locale);
  const modulesToSave = changedModules(initial, edited);
  const menusToSave = Object.values(menuChoices).filter((choice) =>
    menusChanged(choice.tree, grantedMenuIds, choice.chosen),
  );
  const dirty = modulesToSave.length > 0 || menusToSave.length > 0;

  const actionsOf = (moduleNo: string) => edited[moduleNo] ?? initial[moduleNo] ?? [];

  function close() {
    if (!dirty) {
      onClose();
      return;
    }
    modal.confirm({
      title: t('roleManage.function.discardTitle'),
      content: t('roleManage.function.discardContent'),
      okText: t('roleManage.function.discard'),
      cancelText: t('roleManage.form.cancel'),
      onOk: onClose,
    });
  }

  async function save() {
    if (!dirty) {
      message.info(t('roleManage.noChanges'));
      return;
    }
    setSaving(true);
    try {
      await Promise.all([
        ...modulesToSave.map((module) => saveRoleModuleActions(role!.id, module.moduleNo, module.actions)),
        ...menusToSave.map(({ tab, chosen }) =>
          saveRoleMenus(role!.id, { systemNo: tab.systemNo, applicationNo: tab.applicationNo, menuIds: chosen }),
        ),
      ]);
    } catch {
      // Shown by the request client; every call replaces a whole module or application, so saving again is safe.
      return;
    } finally {
      setSaving(false);
    }
    message.success(t('roleManage.function.saved'));
    onClose();
  }

  const loading = systemsLoading || functionsLoading || !systems || !functions;

  return (
    <Drawer
      title={role && t('roleManage.function.title', { name: localName(role, locale) })}
      width={960}
      open={!!role}
      onClose={close}
      destroyOnHidden
      maskClosable={false}
      extra={
        <Space>
          <Button onClick={close}>{t('roleManage.form.cancel')}</Button>
          <Button type="primary" loading={saving} disabled={loading} onClick={save} data-testid="function-save">
            {t('roleManage.form.save')}
          </Button>
        </Space>
      }
    >
      {systemsError || functionsError ? (
        <LoadFailed />
      ) : loading ? (
        <Spin style={{ display: 'block', marginTop: 48 }} />
      ) : tabs.length ? (
        <Tabs
          items={tabs.map((tab) => ({
            key: tab.key,
            label: tab.label,
            children: (
              <ApplicationPane
                tab={tab}
                actionsOf={actionsOf}
                onModuleChange={(moduleNo, actions) => setEdited((current) => ({ ...current, [moduleNo]: actions }))}
                grantedMenuIds={grantedMenuIds}
                menuChoice={menuChoices[tab.key]}
                onMenuChange={(choice) => setMenuChoices((current) => ({ ...current, [tab.key]: choice }))}
              />
            ),
          }))}
        />
      ) : (
        <Empty description={t('roleManage.function.noApplications')} />
      )}
    </Drawer>
  );
}
