/**
 * The light parts of a notice's view, which the shell's popup uses too: the rich text (HTML the
 * server cleaned with its allow-list) in the readers' style, and the type and importance tags.
 */
import { Space, Tag } from 'antd';
import useT from '@/hooks/useT';
import DictTag from '@/components/DictTag';
import { DICT } from '../../../server/plugins/dictionary/constants';
import styles from './index.less';

/** The class of a notice's rich text, for an editor that shows the text as readers will see it. */
export const noticeContentClass: string = styles.content;

/** The rich text of a notice (server-sanitised HTML) in the readers' style. */
export function NoticeContent({ html, maxHeight }: { html: string; maxHeight?: number | string }) {
  return (
    <div
      className={styles.content}
      data-testid="notice-content"
      style={maxHeight === undefined ? undefined : { maxHeight, overflowY: 'auto' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** Type and importance tags of a notice, with the data dictionary's labels and colours. */
export function NoticeTags({ type, level, pinned }: { type?: string; level?: number; pinned?: boolean }) {
  const t = useT();
  return (
    <Space size={4} wrap>
      {pinned && <Tag color="gold">{t('noticeView.pinned')}</Tag>}
      {type && <DictTag code={DICT.noticeType} value={type} />}
      {level !== undefined && <DictTag code={DICT.noticeLevel} value={level} />}
    </Space>
  );
}
