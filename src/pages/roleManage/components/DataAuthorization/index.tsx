/**
 * Data authorisation of a role: which users' records its holders reach (the data scope), and
 * for "custom organisations" exactly which organisations (children are not implied, so the tree
 * checks each organisation on its own).
 */
import { getLocale } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Col, Empty, Modal, Radio, Row, Space, Spin, Tag, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useEffect, useState } from 'react';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import { fetchOrgTree, type OrgNode } from '@/services/orgs';
import { updateRole, type DataScope, type RoleItem } from '@/services/roles';
import { DATA_SCOPE } from '../../../../../server/plugins/roles/constants';
import { DATA_SCOPES, scopeBody, scopeError } from '../../utils';
import { localName } from '@/utils/localName';
import LoadFailed from '../LoadFailed';
import OrgTable from './OrgTable';
import messages from '../../messages';

export interface DataAuthorizationProps {
  /** The role authorised; none closes the dialog. */
  role?: RoleItem;
  onClose: () => void;
  onSaved: () => void;
}

function orgTreeData(orgs: OrgNode[], locale: string, disabledText: string): DataNode[] {
  return orgs.map((org) => ({
    key: org.id,
    title: (
      <span>
        {localName(org, locale)}
        {org.status !== 1 && (
          <Tag style={{ marginInlineStart: 6 }} bordered={false}>
            {disabledText}
          </Tag>
        )}
      </span>
    ),
    children: orgTreeData(org.children, locale, disabledText),
  }));
}

export default function DataAuthorization({ role, onClose, onSaved }: DataAuthorizationProps) {
  const t = usePageT(messages);
  const locale = getLocale();
  const [dataScope, setDataScope] = useState<DataScope | undefined>(role?.dataScope);
  const [orgIds, setOrgIds] = useState<number[]>(role?.orgIds ?? []);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const custom = dataScope === DATA_SCOPE.customOrgs;
  const { data: tree, loading, error: treeError } = useRequest(fetchOrgTree, { ready: !!role && custom });

  useEffect(() => {
    setDataScope(role?.dataScope);
    setOrgIds(role?.orgIds ?? []);
    setError(undefined);
  }, [role]);

  const changeOrgs = (ids: number[]) => {
    setOrgIds(ids);
    setError(undefined);
  };

  async function save() {
    const problem = scopeError(dataScope, orgIds);
    if (problem) {
      setError(t(problem));
      return;
    }
    setSaving(true);
    try {
      await updateRole(role!.id, scopeBody(dataScope!, orgIds));
    } catch {
      // Shown by the request client; the dialog stays open.
      return;
    } finally {
      setSaving(false);
    }
    message.success(t('roleManage.dataScope.saved'));
    onSaved();
    onClose();
  }

  return (
    <Modal
      title={role && t('roleManage.dataScope.title', { name: localName(role, locale) })}
      open={!!role}
      width={custom ? 960 : 560}
      onCancel={onClose}
      onOk={save}
      okText={t('roleManage.form.save')}
      cancelText={t('roleManage.form.cancel')}
      confirmLoading={saving}
      maskClosable={false}
      destroyOnHidden
    >
      <Radio.Group
        value={dataScope}
        onChange={(event) => {
          setDataScope(event.target.value);
          setError(undefined);
        }}
        style={{ width: '100%' }}
      >
        <Space direction="vertical" size={8} style={{ width: '100%' }}>
          {DATA_SCOPES.map((scope) => (
            <Radio key={scope} value={scope} data-testid={`data-scope-${scope}`}>
              <div>{t(`roleManage.dataScope.${scope}`)}</div>
              <Typography.Text type="secondary">{t(`roleManage.dataScope.${scope}.hint`)}</Typography.Text>
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      {custom && (
        <Row gutter={16} style={{ marginTop: 16 }}>
          <Col span={11}>
            <Typography.Title level={5}>{t('roleManage.dataScope.pickOrgs')}</Typography.Title>
            {treeError ? (
              <LoadFailed />
            ) : loading || !tree ? (
              <Spin />
            ) : tree.length ? (
              <Tree
                checkable
                checkStrictly
                defaultExpandAll
                selectable={false}
                height={320}
                data-testid="data-auth-org-tree"
                treeData={orgTreeData(tree, locale, t('roleManage.status.disabled'))}
                checkedKeys={{ checked: orgIds, halfChecked: [] }}
                onCheck={(checked) => changeOrgs((checked as { checked: number[] }).checked)}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('roleManage.dataScope.noOrgTree')} />
            )}
          </Col>
          <Col span={13}>
            <OrgTable
              tree={tree ?? []}
              orgIds={orgIds}
              onRemove={(id) => changeOrgs(orgIds.filter((orgId) => orgId !== id))}
            />
          </Col>
        </Row>
      )}
      {error && <Alert style={{ marginTop: 16 }} type="error" showIcon message={error} />}
    </Modal>
  );
}
