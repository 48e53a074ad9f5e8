/** New (at the root or under a post) and edit dialog of a post. */
import { ModalForm, ProFormDigit, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { useMemo } from 'react';
import { message } from '@/components/AppMessages';
import FormTreeSelect from '@/components/FormTreeSelect';
import usePageT from '@/hooks/usePageT';
import { NUMBER_PATTERN } from '@/pages/application/utils';
import { localName } from '@/utils/localName';
import { treeOptions } from '@/utils/tree';
import { createPost, updatePost, type PostNode } from '@/services/posts';
import { SORT_MAX } from '../../../../server/constants';
import { NUMBER_MAX } from '../../../../server/plugins/systems/constants';
import { POST_NAME_MAX } from '../../../../server/plugins/posts/constants';
import messages from '../messages';

interface PostValues {
  parentId?: number | null;
  postNo: string;
  name: string;
  nameEn?: string;
  sort?: number;
  status: boolean;
}

/** What the dialog edits: a post, or a new one under `parentId` (null at the root). */
export type PostTarget = { post: Omit<PostNode, 'children'> } | { parentId: number | null };

export interface PostFormProps {
  target?: PostTarget;
  /** The whole tree, to pick the parent from. */
  posts: PostNode[];
  onClose: () => void;
  onSaved: () => void;
}

export default function PostForm({ target, posts, onClose, onSaved }: PostFormProps) {
  const intl = useIntl();
  const t = usePageT(messages);
  const nameMaxRule = { max: POST_NAME_MAX, message: t('postManage.field.max', { max: POST_NAME_MAX }) };
  const post = target && 'post' in target ? target.post : undefined;
  const parents = useMemo(
    () => treeOptions(posts, (node) => `${localName(node, intl.locale)} (${node.postNo})`, post?.id),
    [posts, intl.locale, post?.id],
  );

  const initialValues: Partial<PostValues> | undefined = !target
    ? undefined
    : post
      ? {
          parentId: post.parentId ?? undefined,
          postNo: post.postNo,
          name: post.name,
          nameEn: post.nameEn ?? '',
          sort: post.sort,
          status: post.status === 1,
        }
      : { parentId: (target as { parentId: number | null }).parentId ?? undefined, sort: 0, status: true };

  async function save(values: PostValues): Promise<boolean> {
    const body = {
      parentId: values.parentId ?? null,
      postNo: values.postNo.trim(),
      name: values.name.trim(),
      nameEn: values.nameEn?.trim() || null,
      sort: values.sort ?? 0,
      status: values.status ? 1 : 0,
    } as const;
    try {
      if (post) await updatePost(post.id, body);
      else await createPost(body);
    } catch {
      // Shown by the request client (409 taken number, 400 parent below the post).
      return false;
    }
    message.success(t(post ? 'postManage.update.success' : 'postManage.create.success', { name: body.name }));
    onSaved();
    return true;
  }

  return (
    <ModalForm<PostValues>
      title={t(post ? 'postManage.edit.title' : 'postManage.create.title')}
      open={target !== undefined}
      width={560}
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
      submitter={{ searchConfig: { submitText: t('postManage.save'), resetText: t('postManage.cancel') } }}
      onOpenChange={(next) => !next && onClose()}
      initialValues={initialValues}
      onFinish={save}
    >
      <FormTreeSelect
        name="parentId"
        label={t('postManage.field.parent')}
        placeholder={t('postManage.field.parent.root')}
        treeData={parents}
      />
      <ProFormText
        name="postNo"
        label={t('postManage.field.postNo')}
        placeholder={t('postManage.field.postNo.placeholder', { max: NUMBER_MAX })}
        rules={[
          { required: true, whitespace: true, message: t('postManage.field.postNo.required') },
          { pattern: NUMBER_PATTERN, message: t('postManage.field.postNo.pattern', { max: NUMBER_MAX }) },
        ]}
      />
      <ProFormText
        name="name"
        label={t('postManage.field.name')}
        rules={[{ required: true, whitespace: true, message: t('postManage.field.name.required') }, nameMaxRule]}
      />
      <ProFormText name="nameEn" label={t('postManage.field.nameEn')} rules={[nameMaxRule]} />
      <ProFormDigit
        name="sort"
        label={t('postManage.field.sort')}
        min={0}
        max={SORT_MAX}
        fieldProps={{ precision: 0 }}
      />
      <ProFormSwitch
        name="status"
        label={t('postManage.field.status')}
        extra={t('postManage.field.status.extra')}
        fieldProps={{
          checkedChildren: t('postManage.status.enabled'),
          unCheckedChildren: t('postManage.status.disabled'),
        }}
      />
    </ModalForm>
  );
}
