/**
 * The feedback form of the portal: what the user wants to tell the service center, how to
 * reach them, and optionally one screenshot (chosen, or pasted anywhere in the form). One set of
 * fields, rules and submit, shown in the header's dialog (`modal`) or as the page /portal/feedback.
 */
import { ModalForm, ProForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Form } from 'antd';
import { message } from '@/components/AppMessages';
import useT from '@/hooks/useT';
import { createFeedback } from '@/services/user';
import { FEEDBACK_CONTACT_MAX, FEEDBACK_CONTENT_MAX } from '../../../server/plugins/feedback/constants';
import { useScreenshot } from './screenshot';
import ScreenshotField from './ScreenshotField';

export interface FeedbackValues {
  content: string;
  contact?: string;
}

/** The body sent to the server: trimmed text, no contact when none was given, the screenshot's id when there is one. */
export function feedbackBody(
  values: FeedbackValues,
  screenshotFileId?: number,
): { content: string; contact?: string; screenshotFileId?: number } {
  const contact = values.contact?.trim();
  return {
    content: values.content.trim(),
    ...(contact ? { contact } : {}),
    ...(screenshotFileId === undefined ? {} : { screenshotFileId }),
  };
}

export interface FeedbackModalOptions {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface FeedbackFormProps {
  /** Show the form in a dialog; without it the form is laid out on the page. */
  modal?: FeedbackModalOptions;
  /** Called with the new feedback's id once the server has it. */
  onSubmitted?: (id: number) => void;
  /** data-testid of the content field. */
  contentTestId?: string;
}

export default function FeedbackForm({ modal, onSubmitted, contentTestId }: FeedbackFormProps) {
  const t = useT();
  const [form] = Form.useForm<FeedbackValues>();
  const screenshot = useScreenshot(t);
  const startOver = () => {
    form.resetFields();
    screenshot.reset();
  };

  async function submit(values: FeedbackValues) {
    const shot = screenshot.state;
    if (shot.status === 'uploading') {
      message.warning(t('header.feedback.screenshot.wait'));
      return false;
    }
    let id: number;
    try {
      ({ id } = await createFeedback(feedbackBody(values, shot.status === 'done' ? shot.fileId : undefined)));
    } catch {
      // Shown by the request client; the form keeps what was typed.
      return false;
    }
    message.success(t('header.feedback.success'));
    // The dialog is reset when it has closed; the page starts over at once.
    if (!modal) startOver();
    onSubmitted?.(id);
    return true;
  }

  const fields = (
    <>
      <ProFormTextArea
        name="content"
        label={t('header.feedback.content')}
        placeholder={t('header.feedback.content.placeholder')}
        fieldProps={{
          showCount: true,
          maxLength: FEEDBACK_CONTENT_MAX,
          autoSize: { minRows: modal ? 4 : 6, maxRows: modal ? 10 : 16 },
          ...(contentTestId ? { 'data-testid': contentTestId } : {}),
        }}
        rules={[
          { required: true, whitespace: true, message: t('header.feedback.content.required') },
          { max: FEEDBACK_CONTENT_MAX, message: t('header.feedback.content.max', { max: FEEDBACK_CONTENT_MAX }) },
        ]}
      />
      <ProFormText
        name="contact"
        label={t('header.feedback.contact')}
        placeholder={t('header.feedback.contact.placeholder')}
        fieldProps={{ maxLength: FEEDBACK_CONTACT_MAX }}
        rules={[
          { max: FEEDBACK_CONTACT_MAX, message: t('header.feedback.contact.max', { max: FEEDBACK_CONTACT_MAX }) },
        ]}
      />
      <ScreenshotField state={screenshot.state} onChoose={screenshot.take} onRemove={screenshot.reset} />
    </>
  );

  if (modal) {
    return (
      <ModalForm<FeedbackValues>
        title={modal.title}
        width={520}
        open={modal.open}
        onOpenChange={modal.onOpenChange}
        form={form}
        modalProps={{ afterClose: startOver, maskClosable: false }}
        submitter={{ searchConfig: { submitText: t('header.form.submit'), resetText: t('header.form.cancel') } }}
        onFinish={submit}
      >
        <div onPaste={screenshot.onPaste}>{fields}</div>
      </ModalForm>
    );
  }

  return (
    <ProForm<FeedbackValues>
      form={form}
      layout="vertical"
      submitter={{
        searchConfig: { submitText: t('header.form.submit'), resetText: t('portal.feedback.reset') },
        onReset: screenshot.reset,
      }}
      onFinish={submit}
    >
      <div onPaste={screenshot.onPaste}>{fields}</div>
    </ProForm>
  );
}
