/**
 * The organisation tree beside the user list. "All organisations" lists every user in the
 * caller's data scope; an organisation lists its users and those of every organisation below it.
 * With the org rights the tree is also where organisations are created, changed and deleted.
 */
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Card, Empty, Input, Popconfirm, Space, Spin, Tooltip, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import useAdminAccess from '@/hooks/useAdminAccess';
import { localName } from '@/utils/localName';
import { deleteOrg, type Org, type OrgNode } from '@/services/orgs';
import { filterOrgTree, findOrg, orgTreeData, treeKeys, type OrgTreeItem } from '../utils';
import OrgForm, { type OrgTarget } from './OrgForm';
import { usePaneState, useReleaseWhenHidden } from '@/hooks/usePaneKeep';
import messages from '../messages';

export const ALL_ORGS_KEY = 'all';

export interface OrganTreeProps {
  orgs: OrgNode[];
  loading: boolean;
  /** The chosen organisation; undefined for all of them. */
  value?: number;
  onChange: (orgId: number | undefined) => void;
  /** After an organisation was created, changed or deleted: the tree is to be loaded again. */
  onChanged: () => void;
}

export default function OrganTree({ orgs, loading, value, onChange, onChanged }: OrganTreeProps) {
  const intl = useIntl();
  const t = usePageT(messages);
  const access = useAdminAccess();
  const [search, setSearch] = usePaneState('organTree.search', '');
  const [expanded, setExpanded] = usePaneState<React.Key[] | undefined>('organTree.expanded', undefined);
  const [editing, setEditing] = useState<OrgTarget>();
  useReleaseWhenHidden(editing === undefined);
  const chosen = useMemo(() => findOrg(orgs, value), [orgs, value]);

  const items = useMemo(() => orgTreeData(orgs, intl.locale), [orgs, intl.locale]);
  const shown = useMemo(() => filterOrgTree(items, search), [items, search]);
  // Searching shows every match opened; otherwise the tree opens one level until the user folds it.
  const unfolded = expanded ?? [ALL_ORGS_KEY, ...items.map((item) => item.key)];
  const expandedKeys = search.trim() ? [ALL_ORGS_KEY, ...treeKeys(shown)] : unfolded;

  const treeData: DataNode[] = [
    { key: ALL_ORGS_KEY, title: t('userManage.org.all'), children: shown as (OrgTreeItem & DataNode)[] },
  ];

  function saved(org: Org) {
    // Open the parent so that a new or moved organisation is in sight.
    if (org.parentId !== null && !unfolded.includes(org.parentId)) setExpanded([...unfolded, org.parentId]);
    onChanged();
  }

  async function remove(org: OrgNode) {
    try {
      await deleteOrg(org.id);
    } catch {
      return; // Shown by the request client (a 409 says what is still below it).
    }
    message.success(t('userManage.org.delete.success', { name: localName(org, intl.locale) }));
    onChange(undefined);
    onChanged();
  }

  // Edit and delete act on the chosen organisation; "all organisations" is none.
  const noneChosen = chosen ? undefined : t('userManage.org.choose');
  const manages = ['org:create', 'org:update', 'org:delete'].some((code) => access.can(code));
  const actions = manages && (
    <Space size={0}>
      {access.can('org:create') && (
        <Tooltip title={t('userManage.org.new.label')}>
          <Button
            type="text"
            size="small"
            icon={<PlusOutlined />}
            aria-label={t('userManage.org.new.label')}
            onClick={() => setEditing({ parentId: chosen?.id ?? null })}
            data-testid="org-new"
          />
        </Tooltip>
      )}
      {access.can('org:update') && (
        <Tooltip title={noneChosen ?? t('userManage.org.edit.label')}>
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label={t('userManage.org.edit.label')}
            disabled={!chosen}
            onClick={() => chosen && setEditing({ org: chosen })}
            data-testid="org-edit"
          />
        </Tooltip>
      )}
      {access.can('org:delete') && (
        <Popconfirm
          title={chosen && t('userManage.org.delete.confirm', { name: localName(chosen, intl.locale) })}
          okText={t('userManage.confirm.ok')}
          cancelText={t('userManage.confirm.cancel')}
          okButtonProps={{ danger: true }}
          disabled={!chosen}
          onConfirm={() => chosen && remove(chosen)}
        >
          <Tooltip title={noneChosen ?? t('userManage.org.delete.label')}>
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('userManage.org.delete.label')}
              disabled={!chosen}
              data-testid="org-delete"
            />
          </Tooltip>
        </Popconfirm>
      )}
    </Space>
  );

  return (
    <Card
      size="small"
      title={t('userManage.org.title')}
      extra={actions || undefined}
      styles={{ body: { padding: 12 } }}
    >
      <Input.Search
        allowClear
        placeholder={t('userManage.org.search')}
        onChange={(event) => setSearch(event.target.value)}
        style={{ marginBottom: 8 }}
        data-testid="org-search"
      />
      <Spin spinning={loading}>
        <Tree
          blockNode
          treeData={treeData}
          selectedKeys={[value ?? ALL_ORGS_KEY]}
          expandedKeys={expandedKeys}
          onExpand={(keys) => setExpanded(keys)}
          // Clicking the chosen node again keeps it chosen rather than leaving nothing chosen.
          onSelect={(_, { node }) => onChange(node.key === ALL_ORGS_KEY ? undefined : (node.key as number))}
          data-testid="org-tree"
        />
        {!loading && search.trim() !== '' && shown.length === 0 && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('userManage.org.none')} />
        )}
      </Spin>
      <OrgForm target={editing} orgs={orgs} onClose={() => setEditing(undefined)} onSaved={saved} />
    </Card>
  );
}
