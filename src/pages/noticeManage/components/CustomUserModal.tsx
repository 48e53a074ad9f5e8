/**
 * The "custom user" dialog of the notice form: the organisation tree on the left, a paged,
 * searchable table of the users the caller may target on the right (the server pages and
 * searches, so it works with any number of users), and the picked users as closable tags.
 * Picks are kept across pages, searches and organisations until OK.
 */
import { ApartmentOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Col, Empty, Input, Modal, Row, Space, Switch, Tree, Typography, type TableColumnsType } from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
import SelectTable, { PickedTags } from '@/components/SelectTable';
import usePageT from '@/hooks/usePageT';
import { fetchTargetUsers, type TargetOrg, type TargetUser } from '@/services/noticeManage';
import { NOTICE_KEYWORD_MAX } from '../../../../server/plugins/notice/constants';
import type { PickedUser } from '../utils';
import messages from '../messages';

export interface CustomUserModalProps {
  open: boolean;
  /** The users picked so far. */
  value: PickedUser[];
  /** The organisations the caller may target (and those above them, to hold the tree). */
  orgs: TargetOrg[];
  onCancel: () => void;
  onOk: (users: PickedUser[]) => void;
}

const PAGE_SIZE = 10;

/** How a user is named in tags: name and account, whichever the field rights show. */
export function pickedUserOf(user: TargetUser): PickedUser {
  const name = user.name ?? user.account ?? `#${user.id}`;
  return { id: user.id, name: user.name && user.account ? `${user.name} (${user.account})` : name };
}

interface TreeNode {
  key: number;
  title: string;
  disabled: boolean;
  children: TreeNode[];
}

function treeOf(orgs: TargetOrg[]): TreeNode[] {
  return orgs.map((org) => ({
    key: org.id,
    title: org.name,
    disabled: !org.selectable,
    children: treeOf(org.children),
  }));
}

function UserTable({
  orgs,
  picked,
  setPicked,
}: {
  orgs: TargetOrg[];
  picked: PickedUser[];
  setPicked: (users: PickedUser[]) => void;
}) {
  const t = usePageT(messages);
  const [orgId, setOrgId] = useState<number>();
  const [withSub, setWithSub] = useState(true);
  const [keyword, setKeyword] = useState<string>();
  const [page, setPage] = useState({ current: 1, pageSize: PAGE_SIZE });
  const treeData = useMemo(() => treeOf(orgs), [orgs]);
  const orgsTitle = useId();
  const { data, loading } = useRequest(
    () =>
      fetchTargetUsers({
        current: page.current,
        pageSize: page.pageSize,
        orgId,
        withSub: orgId === undefined ? undefined : withSub ? 'true' : 'false',
        keyword,
      }),
    { refreshDeps: [orgId, withSub, keyword, page] },
  );

  const columns: TableColumnsType<TargetUser> = [
    { title: t('noticeManage.users.account'), dataIndex: 'account', width: 140, ellipsis: true },
    { title: t('noticeManage.users.name'), dataIndex: 'name', width: 140, ellipsis: true },
    {
      title: t('noticeManage.users.jobNo'),
      dataIndex: 'jobNo',
      width: 110,
      ellipsis: true,
      render: (value) => value || '-',
    },
    { title: t('noticeManage.users.orgName'), dataIndex: 'orgName', ellipsis: true, render: (value) => value || '-' },
  ];

  return (
    <Row gutter={16} wrap={false}>
      <Col flex="240px" style={{ minWidth: 0 }}>
        <Space style={{ marginBottom: 8 }}>
          <Typography.Text id={orgsTitle} strong>
            <ApartmentOutlined /> {t('noticeManage.users.orgs')}
          </Typography.Text>
        </Space>
        <div style={{ marginBottom: 8 }}>
          <Space size={6}>
            <Switch
              size="small"
              checked={withSub}
              onChange={(next) => {
                setWithSub(next);
                setPage((old) => ({ ...old, current: 1 }));
              }}
              aria-label={t('noticeManage.users.withSub')}
            />
            <Typography.Text type="secondary">{t('noticeManage.users.withSub')}</Typography.Text>
          </Space>
        </div>
        {treeData.length ? (
          <Tree<TreeNode>
            aria-labelledby={orgsTitle}
            treeData={treeData}
            height={360}
            defaultExpandedKeys={treeData.map((node) => node.key)}
            selectedKeys={orgId === undefined ? [] : [orgId]}
            onSelect={(keys) => {
              setOrgId(keys.length ? Number(keys[0]) : undefined);
              setPage((old) => ({ ...old, current: 1 }));
            }}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noticeManage.users.noOrgs')} />
        )}
      </Col>
      <Col flex="auto" style={{ minWidth: 0 }}>
        <Input.Search
          allowClear
          maxLength={NOTICE_KEYWORD_MAX}
          placeholder={t('noticeManage.users.search')}
          aria-label={t('noticeManage.users.search')}
          enterButton
          onSearch={(value) => {
            setKeyword(value.trim() || undefined);
            setPage((old) => ({ ...old, current: 1 }));
          }}
          style={{ marginBottom: 8 }}
        />
        <SelectTable<TargetUser>
          columns={columns}
          rows={data?.list ?? []}
          loading={loading}
          value={picked}
          onChange={setPicked}
          pickedOf={pickedUserOf}
          emptyText={t('noticeManage.users.empty')}
          scrollX={560}
          pagination={{
            current: page.current,
            pageSize: page.pageSize,
            total: data?.total ?? 0,
            showTotal: (total) =>
              t(data?.totalCapped ? 'noticeManage.users.totalCapped' : 'noticeManage.users.total', {
                total: total.toLocaleString('en-US'),
              }),
            onChange: (current, pageSize) => setPage({ current, pageSize }),
          }}
        />
      </Col>
    </Row>
  );
}

export default function CustomUserModal({ open, value, orgs, onCancel, onOk }: CustomUserModalProps) {
  const t = usePageT(messages);
  const [picked, setPicked] = useState<PickedUser[]>(value);
  // Each opening starts from the form's picks; Cancel forgets what changed.
  useEffect(() => {
    if (open) setPicked(value);
  }, [open, value]);

  return (
    <Modal
      open={open}
      title={t('noticeManage.users.title')}
      width={960}
      okText={t('noticeManage.ok')}
      cancelText={t('noticeManage.cancel')}
      onOk={() => onOk(picked)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <PickedTags
        value={picked}
        onChange={setPicked}
        countText={t('noticeManage.users.picked', { count: picked.length })}
        unpickLabel={(user) => t('noticeManage.users.unpick', { name: user.name })}
      />
      {open && <UserTable orgs={orgs} picked={picked} setPicked={setPicked} />}
    </Modal>
  );
}
