/** The modules of one application, each row with its buttons to grant and an "all" box. */
import { getLocale } from '@umijs/max';
import { Checkbox, Empty, Space, Table, Typography } from 'antd';
import usePageT from '@/hooks/usePageT';
import type { ModuleItem } from '@/services/modules';
import { allCheckState, toggleAction } from '../../utils';
import { localName } from '@/utils/localName';
import messages from '../../messages';

export interface ModuleTableProps {
  modules: ModuleItem[];
  loading: boolean;
  actionsOf: (moduleNo: string) => string[];
  onChange: (moduleNo: string, actions: string[]) => void;
}

export default function ModuleTable({ modules, loading, actionsOf, onChange }: ModuleTableProps) {
  const t = usePageT(messages);
  const locale = getLocale();

  return (
    <Table<ModuleItem>
      size="small"
      rowKey="moduleNo"
      loading={loading}
      dataSource={modules}
      pagination={false}
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('roleManage.function.noModules')} />,
      }}
      columns={[
        {
          title: t('roleManage.function.module'),
          key: 'module',
          width: 200,
          render: (_, module) => (
            <>
              <div>{localName(module, locale)}</div>
              <Typography.Text type="secondary">{module.moduleNo}</Typography.Text>
            </>
          ),
        },
        {
          title: t('roleManage.function.all'),
          key: 'all',
          width: 70,
          render: (_, module) => {
            const codes = module.buttons.map((button) => button.code);
            const state = allCheckState(codes, actionsOf(module.moduleNo));
            return (
              <Checkbox
                checked={state.checked}
                indeterminate={state.indeterminate}
                disabled={!codes.length}
                aria-label={t('roleManage.function.allOf', { name: localName(module, locale) })}
                onChange={(event) => onChange(module.moduleNo, event.target.checked ? codes : [])}
              />
            );
          },
        },
        {
          title: t('roleManage.function.buttons'),
          key: 'buttons',
          render: (_, module) => {
            const codes = module.buttons.map((button) => button.code);
            const actions = actionsOf(module.moduleNo);
            return module.buttons.length ? (
              <Space wrap size={[16, 4]}>
                {module.buttons.map((button) => (
                  <Checkbox
                    key={button.code}
                    checked={actions.includes(button.code)}
                    onChange={(event) =>
                      onChange(module.moduleNo, toggleAction(codes, actions, button.code, event.target.checked))
                    }
                  >
                    {localName(button, locale)}
                  </Checkbox>
                ))}
              </Space>
            ) : (
              <Typography.Text type="secondary">{t('roleManage.function.noButtons')}</Typography.Text>
            );
          },
        },
      ]}
    />
  );
}
