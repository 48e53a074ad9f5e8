/** The posts giving a role to everyone holding them, picked in the post tree and saved as a whole. */
import { getLocale } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Form, Spin, TreeSelect } from 'antd';
import { useState } from 'react';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import { fetchPostTree, type PostNode } from '@/services/posts';
import { saveRolePosts, type RoleItem } from '@/services/roles';
import { postIdsOfRole } from '../../utils';
import { localName } from '@/utils/localName';
import LoadFailed from '../LoadFailed';
import messages from '../../messages';

export interface PostsTabProps {
  role: RoleItem;
  editable: boolean;
  onChanged: () => void;
}

interface PostOption {
  value: number;
  title: string;
  children: PostOption[];
}

function postOptions(posts: PostNode[], locale: string, disabledText: string): PostOption[] {
  return posts.map((post) => ({
    value: post.id,
    title: `${localName(post, locale)} (${post.postNo})${post.status === 1 ? '' : ` · ${disabledText}`}`,
    children: postOptions(post.children, locale, disabledText),
  }));
}

export default function PostsTab({ role, editable, onChanged }: PostsTabProps) {
  const t = usePageT(messages);
  const locale = getLocale();
  const [chosen, setChosen] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  const {
    data: posts,
    loading,
    error,
  } = useRequest(fetchPostTree, {
    onSuccess: (tree) => setChosen(postIdsOfRole(tree, role.id)),
  });

  async function save() {
    setSaving(true);
    try {
      await saveRolePosts(role.id, chosen);
    } catch {
      // Shown by the request client.
      return;
    } finally {
      setSaving(false);
    }
    message.success(t('roleManage.relation.postsSaved'));
    onChanged();
  }

  if (error) return <LoadFailed />;
  if (loading || !posts) return <Spin />;
  return (
    <Form layout="vertical">
      <Form.Item label={t('roleManage.relation.posts')} extra={t('roleManage.relation.postsHint')}>
        <TreeSelect<number[]>
          // Each post is picked on its own: a post does not give its roles to the posts below it.
          multiple
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
          allowClear
          disabled={!editable}
          placeholder={t('roleManage.relation.pickPosts')}
          treeData={postOptions(posts, locale, t('roleManage.status.disabled'))}
          value={chosen}
          onChange={(value) => setChosen(value)}
          style={{ width: '100%' }}
        />
      </Form.Item>
      {editable && (
        <Button type="primary" loading={saving} onClick={save}>
          {t('roleManage.form.save')}
        </Button>
      )}
    </Form>
  );
}
