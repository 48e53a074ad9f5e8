/**
 * A value of one data dictionary type (`code`) as a tag: the item's label in the page's language,
 * in the item's colour; a value no item has shows as it is, in a plain tag.
 */
import { Tag, type TagProps } from 'antd';
import useDict from '@/components/DictSelect/useDict';

export interface DictTagProps extends Omit<TagProps, 'color' | 'children'> {
  /** The dictionary type, e.g. `taskStatus`. */
  code: string;
  /** The stored value: an item's code, or a number for types kept as numbers. */
  value: string | number | null | undefined;
}

export default function DictTag({ code, value, ...props }: DictTagProps) {
  const { find, label } = useDict(code);
  if (value === undefined || value === null || value === '') return null;
  const item = find(value);
  return (
    <Tag color={item?.color ?? undefined} data-dict={code} {...props}>
      {label(value)}
    </Tag>
  );
}
