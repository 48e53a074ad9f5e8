/**
 * The notice's rich-text field: the editor (TipTap, ProseMirror and their toolbar) sits in a
 * chunk of its own, loaded when the form first shows it, so the list pages stay light.
 */
import { Skeleton } from 'antd';
import { Suspense } from 'react';
import { lazyDefault } from '@/utils/lazyDefault';
import type { RichTextEditorProps } from './RichTextEditor';

const RichTextEditor = lazyDefault<RichTextEditorProps>(
  () => import(/* webpackChunkName: "rich-text-editor" */ './RichTextEditor'),
);

export default function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div data-testid="rich-text-loading">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
