/**
 * The frame of every gallery page: the component family's title, when to use it, its variants
 * (children, usually <Variant>s) and the props table of each component it documents.
 */
import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import usePageT from '@/hooks/usePageT';
import messages from './messages';
import PropsTable from './PropsTable';
import type { PropsSection } from './types';
import Variant from './Variant';

export interface GalleryPageProps {
  title: ReactNode;
  /** A short paragraph: which situations the component is for (and which not). */
  whenToUse: ReactNode;
  /** The variants, one <Variant> each. */
  children: ReactNode;
  /** The props of each component the page documents. */
  props: PropsSection[];
}

function GalleryPage({ title, whenToUse, children, props }: GalleryPageProps) {
  const t = usePageT(messages);
  return (
    <Flex vertical gap={16} style={{ padding: 16 }}>
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Title level={5}>{t('gallery.whenToUse')}</Typography.Title>
        <Typography.Paragraph style={{ marginBottom: 0 }}>{whenToUse}</Typography.Paragraph>
      </Card>
      <section aria-label={t('gallery.variants')}>
        <Flex vertical gap={16}>
          {children}
        </Flex>
      </section>
      <Card title={t('gallery.props')}>
        <Flex vertical gap={24}>
          {props.map((section) => (
            <PropsTable key={section.component} title={section.component} rows={section.rows} />
          ))}
        </Flex>
      </Card>
    </Flex>
  );
}

GalleryPage.Variant = Variant;

export default GalleryPage;
export { PropsTable, Variant };
export type { PropRow, PropsSection } from './types';
