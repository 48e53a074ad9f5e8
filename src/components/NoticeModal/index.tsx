/**
 * The current notice, shown once when the shell finds one (menu.noticeVisible). Its content
 * is plain text: line breaks are kept, markup is shown as typed, never interpreted.
 */
import { useDispatch, useIntl, useSelector } from '@umijs/max';
import { Modal, Typography } from 'antd';
import type { MenuState } from '@/models/menu';
import { formatDateTime } from '@/utils/messages';

export default function NoticeModal() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const visible = useSelector((state: { menu: MenuState }) => state.menu.noticeVisible);
  const notice = useSelector((state: { menu: MenuState }) => state.menu.notice);
  const published = formatDateTime(notice.publishedAt);

  return (
    <Modal
      open={visible}
      title={notice.topic}
      okText={intl.formatMessage({ id: 'header.notice.read' })}
      onOk={() => dispatch({ type: 'menu/readNotice' })}
      cancelButtonProps={{ style: { display: 'none' } }}
      closable={false}
      maskClosable={false}
      keyboard={false}
      width={560}
    >
      <div data-testid="notice-content" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxHeight: '60vh', overflowY: 'auto' }}>
        {notice.content}
      </div>
      {published && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 16, fontSize: 12 }}>
          {intl.formatMessage({ id: 'header.notice.publishedAt' }, { time: published })}
        </Typography.Text>
      )}
    </Modal>
  );
}
