/** The picks of a SelectTable as closable tags, with their count; announced as they change. */
import { CloseOutlined } from '@ant-design/icons';
import { Space, Tag, Typography } from 'antd';
import type { Picked } from './types';

export interface PickedTagsProps {
  value: Picked[];
  onChange: (picked: Picked[]) => void;
  /** "已选 3 人" */
  countText: string;
  /** The close button's name for a pick: "移除 {name}". */
  unpickLabel: (picked: Picked) => string;
}

export default function PickedTags({ value, onChange, countText, unpickLabel }: PickedTagsProps) {
  return (
    <div style={{ marginBottom: 12 }} aria-live="polite">
      <Typography.Text type="secondary" style={{ marginInlineEnd: 8 }}>
        {countText}
      </Typography.Text>
      <Space size={[4, 4]} wrap data-testid="picked">
        {value.map((picked) => (
          <Tag
            key={picked.id}
            closable
            closeIcon={<CloseOutlined aria-label={unpickLabel(picked)} />}
            onClose={(event) => {
              // The tag goes away because the list changes, not by itself.
              event.preventDefault();
              onChange(value.filter((other) => other.id !== picked.id));
            }}
          >
            {picked.name}
          </Tag>
        ))}
      </Space>
    </div>
  );
}
