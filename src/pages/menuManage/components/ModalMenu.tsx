/** Add (at the top or under a menu) and edit dialog of a menu of one application. */
import { ModalForm, ProFormDigit, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { useMemo } from 'react';
import { message } from '@/components/AppMessages';
import FormTreeSelect from '@/components/FormTreeSelect';
import usePageT from '@/hooks/usePageT';
import { iconWithName, MENU_ICON_NAMES } from '@/components/SideMenu/icons';
import { localName } from '@/utils/localName';
import { createMenu, updateMenu, type MenuItem, type MenuKey } from '@/services/menus';
import { fetchModules } from '@/services/modules';
import { MAX_PAGE_SIZE, SORT_MAX } from '../../../../server/constants';
import { MENU_NAME_MAX, MENU_PATH_MAX } from '../../../../server/plugins/menus/constants';
import { treeOptions } from '@/utils/tree';
import { isRouteOrWebUrl } from '../../../../server/plugins/systems/constants';
import messages from '../messages';

interface MenuValues {
  parentId?: number | null;
  name: string;
  nameEn?: string;
  path?: string;
  icon?: string;
  sort?: number;
  moduleNo?: string | null;
}

/** What the dialog edits: a menu, or a new one under `parentId` (null at the top). */
export type MenuTarget = { menu: Omit<MenuItem, 'children'> } | { parentId: number | null };

export interface ModalMenuProps {
  target?: MenuTarget;
  /** The application the menus belong to. */
  app: MenuKey;
  /** The application's menu tree, to pick the parent from. */
  menus: MenuItem[];
  onClose: () => void;
  onSaved: () => void;
}

export default function ModalMenu({ target, app, menus, onClose, onSaved }: ModalMenuProps) {
  const intl = useIntl();
  const t = usePageT(messages);
  const nameMaxRule = { max: MENU_NAME_MAX, message: t('menuManage.field.max', { max: MENU_NAME_MAX }) };
  const menu = target && 'menu' in target ? target.menu : undefined;
  const parents = useMemo(
    () => treeOptions(menus, (node) => localName(node, intl.locale), menu?.id),
    [menus, intl.locale, menu?.id],
  );
  const { data: modules, loading: modulesLoading } = useRequest(
    () => fetchModules({ systemNo: app.systemNo, applicationNo: app.applicationNo, pageSize: MAX_PAGE_SIZE }),
    { ready: target !== undefined, refreshDeps: [app.systemNo, app.applicationNo] },
  );
  const moduleOptions = (modules?.list ?? []).map((module) => ({
    value: module.moduleNo,
    label: `${localName(module, intl.locale)} (${module.moduleNo})`,
  }));

  const initialValues: Partial<MenuValues> | undefined = !target
    ? undefined
    : menu
      ? {
          parentId: menu.parentId ?? undefined,
          name: menu.name,
          nameEn: menu.nameEn ?? '',
          path: menu.path ?? '',
          icon: menu.icon ?? undefined,
          sort: menu.sort,
          moduleNo: menu.moduleNo ?? undefined,
        }
      : { parentId: (target as { parentId: number | null }).parentId ?? undefined, sort: 0 };

  async function save(values: MenuValues): Promise<boolean> {
    const fields = {
      parentId: values.parentId ?? null,
      name: values.name.trim(),
      nameEn: values.nameEn?.trim() || null,
      path: values.path?.trim() || null,
      icon: values.icon?.trim() || null,
      sort: values.sort ?? 0,
      moduleNo: values.moduleNo ?? null,
    };
    try {
      // A menu stays in its application: only a new one names it.
      if (menu) await updateMenu(menu.id, fields);
      else await createMenu({ ...app, ...fields });
    } catch {
      return false;
    }
    message.success(t(menu ? 'menuManage.update.success' : 'menuManage.create.success', { name: fields.name }));
    onSaved();
    return true;
  }

  return (
    <ModalForm<MenuValues>
      title={t(menu ? 'menuManage.edit.title' : 'menuManage.create.title')}
      open={target !== undefined}
      width={600}
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
      submitter={{ searchConfig: { submitText: t('menuManage.save'), resetText: t('menuManage.cancel') } }}
      onOpenChange={(next) => !next && onClose()}
      initialValues={initialValues}
      onFinish={save}
    >
      <FormTreeSelect
        name="parentId"
        label={t('menuManage.field.parent')}
        placeholder={t('menuManage.field.parent.root')}
        treeData={parents}
      />
      <ProFormText
        name="name"
        label={t('menuManage.field.name')}
        rules={[{ required: true, whitespace: true, message: t('menuManage.field.name.required') }, nameMaxRule]}
      />
      <ProFormText name="nameEn" label={t('menuManage.field.nameEn')} rules={[nameMaxRule]} />
      <ProFormText
        name="path"
        label={t('menuManage.field.path')}
        placeholder={t('menuManage.field.path.placeholder')}
        extra={t('menuManage.field.path.extra')}
        rules={[
          { max: MENU_PATH_MAX, message: t('menuManage.field.path.max', { max: MENU_PATH_MAX }) },
          {
            validator: (_, value: string | undefined) =>
              !value?.trim() || isRouteOrWebUrl(value.trim())
                ? Promise.resolve()
                : Promise.reject(new Error(t('menuManage.field.path.invalid'))),
          },
        ]}
      />
      <ProFormSelect
        name="icon"
        label={t('menuManage.field.icon')}
        placeholder={t('menuManage.field.icon.placeholder')}
        options={MENU_ICON_NAMES.map((name) => ({ value: name, label: iconWithName(name) }))}
        fieldProps={{ showSearch: true, allowClear: true, optionFilterProp: 'value' }}
      />
      <ProFormDigit
        name="sort"
        label={t('menuManage.field.sort')}
        min={0}
        max={SORT_MAX}
        fieldProps={{ precision: 0 }}
      />
      <ProFormSelect
        name="moduleNo"
        label={t('menuManage.field.module')}
        options={moduleOptions}
        placeholder={t('menuManage.field.module.placeholder')}
        fieldProps={{
          loading: modulesLoading,
          allowClear: true,
          showSearch: true,
          optionFilterProp: 'label',
          notFoundContent: t(modulesLoading ? 'menuManage.loading' : 'menuManage.field.module.empty'),
        }}
      />
    </ModalForm>
  );
}
