/** One application's tab: its modules with their buttons, and its menu tree. */
import { getLocale } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Col, Empty, Row, Spin, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import usePageT from '@/hooks/usePageT';
import { fetchMenuTree, type MenuItem as MenuNode } from '@/services/menus';
import { fetchModules } from '@/services/modules';
import { allPages, checkedMenuLeaves, type ApplicationTab } from '../../utils';
import { localName } from '@/utils/localName';
import LoadFailed from '../LoadFailed';
import ModuleTable from './ModuleTable';
import messages from '../../messages';

/** The menus chosen in an application's tree: `checked` drives the tree, `chosen` is what is saved. */
export interface MenuChoice {
  tab: ApplicationTab;
  tree: MenuNode[];
  checked: number[];
  chosen: number[];
}

export interface ApplicationPaneProps {
  tab: ApplicationTab;
  actionsOf: (moduleNo: string) => string[];
  onModuleChange: (moduleNo: string, actions: string[]) => void;
  grantedMenuIds: number[];
  menuChoice?: MenuChoice;
  onMenuChange: (choice: MenuChoice) => void;
}

function menuTreeData(menus: MenuNode[], locale: string): DataNode[] {
  return menus.map((menu) => ({
    key: menu.id,
    title: localName(menu, locale),
    children: menuTreeData(menu.children, locale),
  }));
}

export default function ApplicationPane({
  tab,
  actionsOf,
  onModuleChange,
  grantedMenuIds,
  menuChoice,
  onMenuChange,
}: ApplicationPaneProps) {
  const t = usePageT(messages);
  const locale = getLocale();
  const app = { systemNo: tab.systemNo, applicationNo: tab.applicationNo };
  const {
    data: modules,
    loading: modulesLoading,
    error: modulesError,
  } = useRequest(() => allPages((current, pageSize) => fetchModules({ ...app, current, pageSize })));
  const { data: menus, loading: menusLoading, error: menusError } = useRequest(() => fetchMenuTree(app));

  return (
    <Row gutter={16}>
      <Col span={16}>
        <Typography.Title level={5}>{t('roleManage.function.modules')}</Typography.Title>
        {modulesError ? (
          <LoadFailed />
        ) : (
          <ModuleTable
            modules={modules ?? []}
            loading={modulesLoading}
            actionsOf={actionsOf}
            onChange={onModuleChange}
          />
        )}
      </Col>
      <Col span={8}>
        <Typography.Title level={5}>{t('roleManage.function.menus')}</Typography.Title>
        {menusError ? (
          <LoadFailed />
        ) : menusLoading || !menus ? (
          <Spin />
        ) : menus.length ? (
          <Tree
            checkable
            selectable={false}
            defaultExpandAll
            data-testid={`menu-tree-${tab.key}`}
            treeData={menuTreeData(menus, locale)}
            checkedKeys={menuChoice?.checked ?? checkedMenuLeaves(menus, grantedMenuIds)}
            onCheck={(checked, info) => {
              const full = checked as number[];
              // A granted page needs its directories to be reachable: half-checked parents go too.
              onMenuChange({
                tab,
                tree: menus,
                checked: full,
                chosen: [...full, ...(info.halfCheckedKeys as number[])],
              });
            }}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('roleManage.function.noMenus')} />
        )}
      </Col>
    </Row>
  );
}
