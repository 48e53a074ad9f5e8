/** One variant of a documented component: a titled card with a line on what it shows. */
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface VariantProps {
  title: ReactNode;
  description?: ReactNode;
  /** Extra content in the card's header, e.g. a switch that changes the variant. */
  extra?: ReactNode;
  children: ReactNode;
}

export default function Variant({ title, description, extra, children }: VariantProps) {
  return (
    <Card size="small" title={title} extra={extra}>
      {description && <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>}
      {children}
    </Card>
  );
}
