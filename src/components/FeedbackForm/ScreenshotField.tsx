/** The screenshot row of the feedback form: add one image, see it, remove it. */
import { DeleteOutlined, LoadingOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Form, Space, Typography } from 'antd';
import { useRef } from 'react';
import useT from '@/hooks/useT';
import { SCREENSHOT_MAX_BYTES } from '../../../server/plugins/feedback/constants';
import { SCREENSHOT_ACCEPT, type ScreenshotState } from './screenshot';

export interface ScreenshotFieldProps {
  state: ScreenshotState;
  onChoose: (file: Blob, name: string) => void;
  onRemove: () => void;
}

export default function ScreenshotField({ state, onChoose, onRemove }: ScreenshotFieldProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const choose = () => input.current?.click();

  return (
    <Form.Item
      label={t('header.feedback.screenshot')}
      extra={t('header.feedback.screenshot.hint', { max: SCREENSHOT_MAX_BYTES / 1024 / 1024 })}
      validateStatus={state.status === 'error' ? 'error' : undefined}
      help={state.status === 'error' ? state.error : undefined}
    >
      <input
        ref={input}
        type="file"
        accept={SCREENSHOT_ACCEPT}
        hidden
        data-testid="feedback-screenshot-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Choosing the same file again after removing it must fire again.
          event.target.value = '';
          if (file) onChoose(file, file.name);
        }}
      />
      {state.status === 'none' ? (
        <Button icon={<PictureOutlined />} onClick={choose} data-testid="feedback-screenshot-add">
          {t('header.feedback.screenshot.add')}
        </Button>
      ) : (
        <Space align="center" data-testid="feedback-screenshot">
          {state.preview ? (
            <img
              src={state.preview}
              alt={state.name}
              style={{ maxWidth: 160, maxHeight: 90, borderRadius: 4, border: '1px solid rgba(0,0,0,0.06)', display: 'block' }}
            />
          ) : (
            <PictureOutlined />
          )}
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: 160 }}>
            {state.status === 'uploading' && <LoadingOutlined style={{ marginRight: 4 }} />}
            {state.status === 'uploading' ? t('header.feedback.screenshot.uploading') : state.name}
          </Typography.Text>
          {state.status === 'error' && (
            <Button size="small" onClick={choose}>
              {t('header.feedback.screenshot.again')}
            </Button>
          )}
          <Button
            type="text"
            danger
            size="small"
            icon={<DeleteOutlined />}
            aria-label={t('header.feedback.screenshot.remove')}
            onClick={onRemove}
            data-testid="feedback-screenshot-remove"
          />
        </Space>
      )}
    </Form.Item>
  );
}
