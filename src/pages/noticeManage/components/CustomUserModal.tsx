/**
 * The "custom user" dialog of the notice form: the organisation tree on the left, a paged,
 * searchable table of the users the caller may target on the right (the server pages and
 * searches, so it works with any number of users), and the picked users as closable tags.
 * Picks are kept across pages, searches and organisations until OK.
 */
import { ApartmentOutlined, CloseOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import {
  Col,
  Empty,
  Input,
  Modal,
  Row,
  Space,
  Switch,
  Table,
  Tag,
  Tree,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
import useT from '@/hooks/useT';
import { fetchTargetUsers, type TargetOrg, type TargetUser } from '@/services/noticeManage';
import { NOTICE_KEYWORD_MAX } from '../../../../server/plugins/notice/constants';
import type { PickedUser } from '../utils';

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
  const t = useT();
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

  const pickedIds = picked.map((user) => user.id);
  const change = (users: TargetUser[], selected: boolean) => {
    const ids = new Set(users.map((user) => user.id));
    const others = picked.filter((user) => !ids.has(user.id));
    setPicked(selected ? [...others, ...users.map(pickedUserOf)] : others);
  };

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
        <Table<TargetUser>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={data?.list ?? []}
          loading={loading}
          scroll={{ x: 560, y: 320 }}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noticeManage.users.empty')} />,
          }}
          rowSelection={{
            selectedRowKeys: pickedIds,
            preserveSelectedRowKeys: true,
            onSelect: (user, selected) => change([user], selected),
            onSelectAll: (selected, _rows, changed) => change(changed, selected),
          }}
          onRow={(user) => ({ onClick: () => change([user], !pickedIds.includes(user.id)) })}
          pagination={{
            current: page.current,
            pageSize: page.pageSize,
            total: data?.total ?? 0,
            size: 'small',
            showSizeChanger: true,
            showTotal: (total) => t('noticeManage.users.total', { total }),
            onChange: (current, pageSize) => setPage({ current, pageSize }),
          }}
        />
      </Col>
    </Row>
  );
}

export default function CustomUserModal({ open, value, orgs, onCancel, onOk }: CustomUserModalProps) {
  const t = useT();
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
      <div style={{ marginBottom: 12 }} aria-live="polite">
        <Typography.Text type="secondary" style={{ marginInlineEnd: 8 }}>
          {t('noticeManage.users.picked', { count: picked.length })}
        </Typography.Text>
        <Space size={[4, 4]} wrap data-testid="picked-users">
          {picked.map((user) => (
            <Tag
              key={user.id}
              closable
              closeIcon={<CloseOutlined aria-label={t('noticeManage.users.unpick', { name: user.name })} />}
              onClose={(event) => {
                event.preventDefault();
                setPicked(picked.filter((other) => other.id !== user.id));
              }}
            >
              {user.name}
            </Tag>
          ))}
        </Space>
      </div>
      {open && <UserTable orgs={orgs} picked={picked} setPicked={setPicked} />}
    </Modal>
  );
}
