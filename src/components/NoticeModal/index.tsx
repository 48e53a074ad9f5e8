/**
 * The current notice, shown once when the shell finds one (menu.noticeVisible). Its content is
 * HTML cleaned on the server with an allow-list, shown as readers see it (NoticeContent); its
 * attachments are on the notice's page, which the link opens.
 */
import { PaperClipOutlined } from '@ant-design/icons';
import { history, useDispatch, useIntl, useSelector } from '@umijs/max';
import { Modal, Space, Typography } from 'antd';
import { NoticeContent, NoticeTags } from '@/components/NoticeView/NoticeContent';
import type { MenuState } from '@/models/menu';
import { noticeLink } from '../../../server/plugins/notice/constants';
import { formatDateTime } from '@/utils/messages';

export default function NoticeModal() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const visible = useSelector((state: { menu: MenuState }) => state.menu.noticeVisible);
  const notice = useSelector((state: { menu: MenuState }) => state.menu.notice);
  const published = formatDateTime(notice.publishedAt);
  const read = () => dispatch({ type: 'menu/readNotice' });

  return (
    <Modal
      open={visible}
      title={notice.topic}
      okText={intl.formatMessage({ id: 'header.notice.read' })}
      onOk={read}
      cancelButtonProps={{ style: { display: 'none' } }}
      closable={false}
      maskClosable={false}
      keyboard={false}
      width={600}
    >
      {(notice.type !== undefined || notice.level !== undefined) && (
        <div style={{ marginBottom: 12 }}>
          <NoticeTags type={notice.type} level={notice.level} />
        </div>
      )}
      <NoticeContent html={notice.content ?? ''} maxHeight="60vh" />
      {notice.id !== undefined && (notice.attachmentCount ?? 0) > 0 && (
        <Typography.Link
          style={{ display: 'inline-block', marginTop: 16 }}
          onClick={() => {
            // The notice's page shows the attachments; opening it reads the notice.
            read();
            history.push(noticeLink(notice.id!));
          }}
        >
          <Space size={4}>
            <PaperClipOutlined />
            {intl.formatMessage({ id: 'header.notice.attachments' }, { count: notice.attachmentCount })}
          </Space>
        </Typography.Link>
      )}
      {published && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 16, fontSize: 12 }}>
          {intl.formatMessage({ id: 'header.notice.publishedAt' }, { time: published })}
        </Typography.Text>
      )}
    </Modal>
  );
}
