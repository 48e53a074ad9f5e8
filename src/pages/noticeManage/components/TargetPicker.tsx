/**
 * Whom a notice is for: everyone, or any mix of organisations (with or without those below
 * them), user groups, posts, roles and users picked in the custom-user dialog. A form control:
 * `value` / `onChange` of TargetValue. Only what the caller may target is offered
 * (GET /noticeManage/targetOptions).
 */
import { TeamOutlined } from '@ant-design/icons';
import { Button, Checkbox, Select, Space, Switch, Tag, TreeSelect, Typography, type TreeSelectProps } from 'antd';
import { useId, useMemo, useState, type ReactNode } from 'react';
import usePageT from '@/hooks/usePageT';
import type { TargetOptions, TargetOrg } from '@/services/noticeManage';
import { EMPTY_TARGETS, TARGET_CHOICES, type TargetChoice, type TargetValue } from '../utils';
import CustomUserModal from './CustomUserModal';
import messages from '../messages';

export interface TargetPickerProps {
  value?: TargetValue;
  onChange?: (value: TargetValue) => void;
  options?: TargetOptions;
  loading?: boolean;
  id?: string;
}

function orgTreeData(orgs: TargetOrg[]): NonNullable<TreeSelectProps['treeData']> {
  return orgs.map((org) => ({
    value: org.id,
    title: org.name,
    disabled: !org.selectable,
    children: orgTreeData(org.children),
  }));
}

function Line({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start', marginTop: 8 }}>
      <Typography.Text id={id} style={{ flex: '0 0 96px', lineHeight: '32px' }}>
        {label}
      </Typography.Text>
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
    </div>
  );
}

const filterByLabel = (input: string, option?: { label?: ReactNode }) =>
  String(option?.label ?? '')
    .toLowerCase()
    .includes(input.trim().toLowerCase());

export default function TargetPicker({ value = EMPTY_TARGETS, onChange, options, loading, id }: TargetPickerProps) {
  const t = usePageT(messages);
  const [picking, setPicking] = useState(false);
  // Several forms may be open at once (a tab each): the labels' ids are this picker's own.
  const uid = useId();
  const set = (change: Partial<TargetValue>) => onChange?.({ ...value, ...change });
  const treeData = useMemo(() => orgTreeData(options?.orgs ?? []), [options]);
  const listOptions = (list: { id: number; name: string }[] | undefined) =>
    (list ?? []).map((item) => ({ value: item.id, label: item.name }));
  const mayTargetAll = options?.all ?? false;
  const shown = (kind: TargetChoice) => !value.all && value.kinds.includes(kind);
  const multiple = (
    kind: 'group' | 'post' | 'role',
    field: 'groupIds' | 'postIds' | 'roleIds',
    list?: { id: number; name: string }[],
  ) => (
    <Line label={t(`noticeManage.targets.${kind}`)} id={`${uid}-${kind}`}>
      <Select
        mode="multiple"
        aria-labelledby={`${uid}-${kind}`}
        style={{ width: '100%' }}
        value={value[field]}
        options={listOptions(list)}
        loading={loading}
        showSearch
        filterOption={filterByLabel}
        placeholder={t(`noticeManage.targets.${kind}.placeholder`)}
        onChange={(ids: number[]) => set({ [field]: ids })}
        notFoundContent={t('noticeManage.targets.none')}
        allowClear
      />
    </Line>
  );

  return (
    <div id={id} role="group" aria-label={t('noticeManage.field.targets')}>
      <Space wrap size={[16, 8]}>
        <Checkbox
          checked={value.all}
          disabled={!mayTargetAll && !value.all}
          onChange={(event) => set({ all: event.target.checked })}
        >
          {t('noticeManage.targets.all')}
        </Checkbox>
        <Checkbox.Group<TargetChoice>
          value={value.all ? [] : value.kinds}
          disabled={value.all}
          options={TARGET_CHOICES.map((kind) => ({ value: kind, label: t(`noticeManage.targets.${kind}`) }))}
          onChange={(kinds) => set({ kinds: TARGET_CHOICES.filter((kind) => kinds.includes(kind)) })}
        />
      </Space>
      {!mayTargetAll && options && (
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', fontSize: 12 }}>
          {t('noticeManage.targets.scopeHint')}
        </Typography.Paragraph>
      )}
      {shown('org') && (
        <Line label={t('noticeManage.targets.org')} id={`${uid}-org`}>
          <Space direction="vertical" style={{ width: '100%' }} size={4}>
            <TreeSelect
              aria-labelledby={`${uid}-org`}
              multiple
              style={{ width: '100%' }}
              value={value.orgIds}
              treeData={treeData}
              loading={loading}
              showSearch
              treeNodeFilterProp="title"
              treeDefaultExpandAll
              allowClear
              placeholder={t('noticeManage.targets.org.placeholder')}
              notFoundContent={t('noticeManage.targets.none')}
              onChange={(ids: number[]) => set({ orgIds: ids })}
            />
            <Space size={6}>
              <Switch
                size="small"
                checked={value.withSub}
                aria-label={t('noticeManage.targets.withSub')}
                onChange={(withSub) => set({ withSub })}
              />
              <Typography.Text type="secondary">{t('noticeManage.targets.withSub')}</Typography.Text>
            </Space>
          </Space>
        </Line>
      )}
      {shown('group') && multiple('group', 'groupIds', options?.groups)}
      {shown('post') && multiple('post', 'postIds', options?.posts)}
      {shown('role') && multiple('role', 'roleIds', options?.roles)}
      {shown('user') && (
        <Line label={t('noticeManage.targets.user')} id={`${uid}-user`}>
          <Space size={[4, 4]} wrap>
            {value.users.map((user) => (
              <Tag
                key={user.id}
                closable
                onClose={(event) => {
                  event.preventDefault();
                  set({ users: value.users.filter((other) => other.id !== user.id) });
                }}
              >
                {user.name}
              </Tag>
            ))}
            <Button size="small" icon={<TeamOutlined />} onClick={() => setPicking(true)} disabled={!options}>
              {t('noticeManage.targets.user.pick')}
            </Button>
          </Space>
        </Line>
      )}
      <CustomUserModal
        open={picking}
        value={value.users}
        orgs={options?.orgs ?? []}
        onCancel={() => setPicking(false)}
        onOk={(users) => {
          set({ users });
          setPicking(false);
        }}
      />
    </div>
  );
}
