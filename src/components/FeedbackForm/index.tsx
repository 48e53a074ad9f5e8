/**
 * The feedback form of the portal: what the user wants to tell the service center, and how to
 * reach them. One set of fields, rules and submit, shown in the header's dialog (`modal`) or
 * as the page /portal/feedback.
 */
import { ModalForm, ProForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Form } from 'antd';
import { message } from '@/components/AppMessages';
import useT from '@/hooks/useT';
import { createFeedback } from '@/services/user';
import { FEEDBACK_CONTACT_MAX, FEEDBACK_CONTENT_MAX } from '../../../server/plugins/feedback/constants';

export interface FeedbackValues {
  content: string;
  contact?: string;
}

/** The body sent to the server: trimmed text, and no contact when none was given. */
export function feedbackBody(values: FeedbackValues): { content: string; contact?: string } {
  const contact = values.contact?.trim();
  return { content: values.content.trim(), ...(contact ? { contact } : {}) };
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

  async function submit(values: FeedbackValues) {
    let id: number;
    try {
      ({ id } = await createFeedback(feedbackBody(values)));
    } catch {
      // Shown by the request client; the form keeps what was typed.
      return false;
    }
    message.success(t('header.feedback.success'));
    // The dialog is reset when it has closed; the page starts over at once.
    if (!modal) form.resetFields();
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
        modalProps={{ afterClose: () => form.resetFields(), maskClosable: false }}
        submitter={{ searchConfig: { submitText: t('header.form.submit'), resetText: t('header.form.cancel') } }}
        onFinish={submit}
      >
        {fields}
      </ModalForm>
    );
  }

  return (
    <ProForm<FeedbackValues>
      form={form}
      layout="vertical"
      submitter={{ searchConfig: { submitText: t('header.form.submit'), resetText: t('portal.feedback.reset') } }}
      onFinish={submit}
    >
      {fields}
    </ProForm>
  );
}
