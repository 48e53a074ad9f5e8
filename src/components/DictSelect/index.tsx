/**
 * A select of one data dictionary type's items (`code`), in the page's language: the enabled
 * items in order; a disabled item only while it is the value (shown, not offered). A value no
 * item has is shown as it is. `numeric` gives and takes numbers (levels, states kept as numbers).
 */
import { GridContext, ProForm, type ProFormItemProps } from '@ant-design/pro-components';
import { Col, Select, type ColProps, type SelectProps } from 'antd';
import { useIntl } from '@umijs/max';
import { useContext, useMemo } from 'react';
import useDict, { labelIn } from './useDict';

type Value = string | number;

export interface DictSelectProps extends Omit<SelectProps<Value | Value[]>, 'options'> {
  /** The dictionary type, e.g. `noticeType`. */
  code: string;
  /** Values are numbers (item `1` is 1). */
  numeric?: boolean;
}

/** The options of a dictionary select: enabled items, and the disabled ones among the current values. */
export function dictOptions(
  items: { code: string; label: string; labelZh: string; labelEn: string; enabled: boolean }[],
  locale: string,
  value: unknown,
  numeric = false,
): { value: Value; label: string; disabled?: boolean }[] {
  const current = new Set((Array.isArray(value) ? value : [value]).filter((v) => v !== undefined && v !== null).map(String));
  const convert = (code: string): Value => (numeric ? Number(code) : code);
  const options: { value: Value; label: string; disabled?: boolean }[] = items
    .filter((item) => item.enabled || current.has(item.code))
    .map((item) => ({ value: convert(item.code), label: labelIn(item, locale), ...(!item.enabled && { disabled: true }) }));
  const known = new Set(items.map((item) => item.code));
  for (const code of current) if (!known.has(code)) options.push({ value: convert(code), label: code, disabled: true });
  return options;
}

export default function DictSelect({ code, numeric, value, ...props }: DictSelectProps) {
  const locale = useIntl().locale ?? 'zh-CN';
  const { items, loading } = useDict(code);
  const options = useMemo(() => dictOptions(items, locale, value, numeric), [items, locale, value, numeric]);
  return <Select loading={loading} optionFilterProp="label" {...props} value={value} options={options} />;
}

export interface ProFormDictProps extends Omit<ProFormItemProps, 'children'> {
  code: string;
  numeric?: boolean;
  fieldProps?: Omit<DictSelectProps, 'code' | 'numeric'>;
  /** Its column in a grid form; the form's own by default, as the ProForm fields. */
  colProps?: ColProps;
}

/** DictSelect as a ProForm field (label above, rules, name), as wide as its item. */
export function ProFormDict({ code, numeric, fieldProps, colProps, ...itemProps }: ProFormDictProps) {
  const grid = useContext(GridContext);
  const item = (
    <ProForm.Item {...itemProps}>
      <DictSelect code={code} numeric={numeric} style={{ width: '100%' }} {...fieldProps} />
    </ProForm.Item>
  );
  return grid.grid ? <Col {...(colProps ?? grid.colProps)}>{item}</Col> : item;
}
