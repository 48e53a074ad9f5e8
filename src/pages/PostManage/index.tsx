/**
 * /PostManage: the post tree. Posts are added at the root or under a post, edited, deleted
 * when no post is below them and nobody holds them, and give roles to everyone holding them.
 */
import { PlusOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Empty, Popconfirm, Tag } from 'antd';
import { useMemo, useState } from 'react';
import ActionLink from '@/components/ActionLink';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import useAdminAccess from '@/hooks/useAdminAccess';
import { localName } from '@/utils/localName';
import type { TreeRow } from '@/utils/tree';
import RolesModal from '@/components/RolesModal';
import TreeTable from '@/components/TreeTable';
import { deletePost, fetchPostTree, setPostRoles, type PostNode } from '@/services/posts';
import PostForm, { type PostTarget } from './components/PostForm';
import { useReleaseWhenHidden } from '@/hooks/usePaneKeep';
import messages from './messages';

type PostRow = TreeRow<PostNode>;

export default function PostManagePage() {
  const intl = useIntl();
  const t = usePageT(messages);
  const { can } = useAdminAccess();
  // Shared with the post pickers: a change here shows there.
  const { data, loading, refresh } = useRequest(fetchPostTree, { cacheKey: 'post-tree' });
  const posts = useMemo(() => data ?? [], [data]);
  const [target, setTarget] = useState<PostTarget>();
  const [rolesOf, setRolesOf] = useState<PostRow>();
  useReleaseWhenHidden(!target && !rolesOf);

  async function remove(post: PostRow) {
    try {
      await deletePost(post.id);
    } catch {
      // Shown by the request client (409 while posts are below it or users hold it).
      return;
    }
    message.success(t('postManage.delete.success', { name: localName(post, intl.locale) }));
    refresh();
  }

  const columns: ProColumns<PostRow>[] = [
    { title: t('postManage.field.name'), dataIndex: 'name', width: 260 },
    { title: t('postManage.field.postNo'), dataIndex: 'postNo', copyable: true, width: 160 },
    { title: t('postManage.field.nameEn'), dataIndex: 'nameEn', ellipsis: true },
    {
      title: t('postManage.field.status'),
      dataIndex: 'status',
      width: 90,
      render: (_, post) =>
        post.status === 1 ? (
          <Tag color="success">{t('postManage.status.enabled')}</Tag>
        ) : (
          <Tag>{t('postManage.status.disabled')}</Tag>
        ),
    },
    { title: t('postManage.field.userCount'), dataIndex: 'userCount', width: 90 },
    { title: t('postManage.field.sort'), dataIndex: 'sort', width: 80 },
    {
      title: t('postManage.action'),
      valueType: 'option',
      key: 'option',
      fixed: 'right',
      width: 240,
      render: (_, post) =>
        [
          can('post:create') && (
            <ActionLink key="child" onClick={() => setTarget({ parentId: post.id })}>
              {t('postManage.addChild')}
            </ActionLink>
          ),
          can('post:update') && (
            <ActionLink key="edit" onClick={() => setTarget({ post })}>
              {t('postManage.edit')}
            </ActionLink>
          ),
          can('post:update') && (
            <ActionLink key="roles" onClick={() => setRolesOf(post)}>
              {t('postManage.roles')}
            </ActionLink>
          ),
          can('post:delete') && (
            <Popconfirm
              key="delete"
              title={t('postManage.delete.confirm', { name: localName(post, intl.locale) })}
              description={t('postManage.delete.hint')}
              okText={t('postManage.delete')}
              okButtonProps={{ danger: true }}
              cancelText={t('postManage.cancel')}
              onConfirm={() => remove(post)}
            >
              <ActionLink>{t('postManage.delete')}</ActionLink>
            </Popconfirm>
          ),
        ].filter(Boolean),
    },
  ];

  return (
    <div style={{ padding: 16 }}>
      <TreeTable<PostNode>
        nodes={posts}
        headerTitle={t('postManage.title')}
        columns={columns}
        loading={loading}
        scroll={{ x: 1100 }}
        columnsState={{ persistenceKey: 'fssc-PostManage-columns', persistenceType: 'localStorage' }}
        options={{ density: false, fullScreen: true, reload: () => refresh(), setting: true }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('postManage.empty')} /> }}
        toolBarRender={() => [
          can('post:create') && (
            <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ parentId: null })}>
              {t('postManage.new')}
            </Button>
          ),
        ]}
      />
      <PostForm target={target} posts={posts} onClose={() => setTarget(undefined)} onSaved={refresh} />
      <RolesModal
        title={rolesOf ? t('postManage.roles.title', { name: localName(rolesOf, intl.locale) }) : ''}
        roleIds={rolesOf?.roleIds}
        onClose={() => setRolesOf(undefined)}
        onSubmit={async (roleIds) => {
          await setPostRoles(rolesOf!.id, roleIds);
          message.success(t('postManage.roles.success'));
          refresh();
        }}
      />
    </div>
  );
}
