/**
 * The value cell of a condition row, by the field's type and the operator: text, a number, a
 * date-time or a task type; tags for "is one of" / "is none of"; a low and a high for "is
 * between". A form control: `value` and `onChange` come from the cell's form item.
 */
import { DatePicker, Input, InputNumber, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import usePageT from '@/hooks/usePageT';
import type { FormValue, ValueInput } from '../utils';
import messages from '../messages';

export interface ConditionValueInputProps {
  id?: string;
  value?: FormValue;
  onChange?: (value: FormValue) => void;
  /** null until a field and an operator are chosen. */
  input: ValueInput | null;
  taskTypes: { code: string; name: string }[];
}

const DATE_TIME = 'YYYY-MM-DD HH:mm';
const FULL = { width: '100%' };

export default function ConditionValueInput({ id, value, onChange, input, taskTypes }: ConditionValueInputProps) {
  const t = usePageT(messages);
  const placeholder = t('taskRule.condition.value.placeholder');
  if (!input) return <Input id={id} disabled placeholder={t('taskRule.condition.pickFirst')} />;
  const typeOptions = taskTypes.map((type) => ({ value: type.code, label: type.name }));

  if (input.shape === 'list') {
    const values = Array.isArray(value) ? (value as (string | number)[]).map(String) : [];
    return input.kind === 'taskType' ? (
      <Select id={id} mode="multiple" style={FULL} value={values} onChange={onChange} options={typeOptions} placeholder={placeholder} />
    ) : (
      <Select
        id={id}
        mode="tags"
        open={false}
        style={FULL}
        value={values}
        onChange={onChange}
        tokenSeparators={[',', '，']}
        placeholder={t('taskRule.condition.list.placeholder')}
      />
    );
  }

  if (input.shape === 'range') {
    const [low, high] = Array.isArray(value) ? value : [];
    if (input.kind === 'date')
      return (
        <DatePicker.RangePicker
          id={id}
          showTime={{ format: 'HH:mm' }}
          format={DATE_TIME}
          style={FULL}
          value={[(low as Dayjs | null) ?? null, (high as Dayjs | null) ?? null]}
          onChange={(range) => onChange?.(range ? [range[0], range[1]] : undefined)}
          placeholder={[t('taskRule.condition.low'), t('taskRule.condition.high')]}
        />
      );
    const number = (at: 0 | 1) => (next: number | null) => {
      const pair: [number | null, number | null] = [(low as number | null) ?? null, (high as number | null) ?? null];
      pair[at] = next;
      onChange?.(pair);
    };
    return (
      <Space.Compact style={FULL}>
        <InputNumber id={id} style={FULL} value={(low as number | null) ?? null} onChange={number(0)} placeholder={t('taskRule.condition.low')} />
        <InputNumber style={FULL} value={(high as number | null) ?? null} onChange={number(1)} placeholder={t('taskRule.condition.high')} />
      </Space.Compact>
    );
  }

  switch (input.kind) {
    case 'taskType':
      return <Select id={id} style={FULL} value={(value as string | undefined) ?? undefined} onChange={onChange} options={typeOptions} placeholder={placeholder} />;
    case 'number':
      return <InputNumber id={id} style={FULL} value={(value as number | null | undefined) ?? null} onChange={onChange} placeholder={placeholder} />;
    case 'date':
      return (
        <DatePicker
          id={id}
          showTime={{ format: 'HH:mm' }}
          format={DATE_TIME}
          style={FULL}
          value={(value as Dayjs | null | undefined) ?? null}
          onChange={(date) => onChange?.(date)}
          placeholder={placeholder}
        />
      );
    default:
      return <Input id={id} value={(value as string | undefined) ?? ''} onChange={(event) => onChange?.(event.target.value)} placeholder={placeholder} />;
  }
}
