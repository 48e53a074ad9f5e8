/**
 * A tree picker field of a ProForm (a parent organisation, post or menu): antd's TreeSelect,
 * searchable by title and opened fully expanded. ProFormTreeSelect would do, but it passes
 * TreeSelect props that antd has deprecated (`bordered`, `onDropdownVisibleChange`).
 */
import { GridContext, ProForm } from '@ant-design/pro-components';
import { Col, TreeSelect, type FormItemProps, type TreeSelectProps } from 'antd';
import { useContext, type ReactNode } from 'react';

interface FormTreeSelectProps {
  name: string;
  label: ReactNode;
  treeData: TreeSelectProps['treeData'];
  placeholder?: string;
  tooltip?: ReactNode;
  disabled?: boolean;
  rules?: FormItemProps['rules'];
}

export default function FormTreeSelect({ name, label, treeData, placeholder, tooltip, disabled, rules }: FormTreeSelectProps) {
  // In a grid form the field takes the form's column, as the ProForm fields do.
  const { grid, colProps } = useContext(GridContext);
  const item = (
    <ProForm.Item name={name} label={label} tooltip={tooltip} rules={rules}>
      <TreeSelect
        treeData={treeData}
        placeholder={placeholder}
        disabled={disabled}
        allowClear
        showSearch
        treeNodeFilterProp="title"
        treeDefaultExpandAll
        style={{ width: '100%' }}
      />
    </ProForm.Item>
  );
  return grid ? <Col {...colProps}>{item}</Col> : item;
}
