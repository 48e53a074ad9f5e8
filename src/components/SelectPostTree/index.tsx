/**
 * Picks posts from the post tree (user form, role authorisation). Posts are held one by one,
 * so checking a post does not check the posts below it.
 */
import { useIntl } from '@umijs/max';
import { useRequest } from 'ahooks';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import useT from '@/hooks/useT';
import { fetchPostTree } from '@/services/posts';
import { localName } from '@/utils/localName';
import { treeOptions } from '@/utils/tree';

export interface SelectPostTreeProps {
  value?: number[];
  onChange?: (ids: number[]) => void;
  disabled?: boolean;
  placeholder?: string;
}

export default function SelectPostTree({ value, onChange, disabled, placeholder }: SelectPostTreeProps) {
  const intl = useIntl();
  const t = useT();
  const { data, loading } = useRequest(fetchPostTree, { cacheKey: 'post-tree' });
  const disabledText = t('selectPostTree.disabled');
  const treeData = useMemo(
    () =>
      treeOptions(data ?? [], (post) =>
        post.status === 1 ? localName(post, intl.locale) : `${localName(post, intl.locale)} (${disabledText})`,
      ),
    [data, intl.locale, disabledText],
  );

  return (
    <TreeSelect<{ value: number }[]>
      data-testid="select-post-tree"
      style={{ width: '100%' }}
      treeData={treeData}
      // Strict checking answers labelled values; the form keeps plain ids.
      value={(value ?? []).map((id) => ({ value: id }))}
      onChange={(selected) => onChange?.(selected.map((item) => item.value))}
      multiple
      treeCheckable
      treeCheckStrictly
      showCheckedStrategy={TreeSelect.SHOW_ALL}
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      allowClear
      loading={loading}
      disabled={disabled}
      placeholder={placeholder ?? t('selectPostTree.placeholder')}
      notFoundContent={t(loading ? 'selectPostTree.loading' : 'selectPostTree.empty')}
    />
  );
}
