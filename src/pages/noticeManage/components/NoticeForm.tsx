/** The notice form of the edit page: a new notice, or one that is a draft, scheduled or published. */
import {
  ProForm,
  ProFormDateTimePicker,
  ProFormDependency,
  ProFormRadio,
  ProFormSwitch,
  ProFormText,
} from '@ant-design/pro-components';
import type { FormRule } from 'antd';
import { Col, Form } from 'antd';
import { message } from '@/components/AppMessages';
import { ProFormDict } from '@/components/DictSelect';
import useDict from '@/components/DictSelect/useDict';
import usePageT from '@/hooks/usePageT';
import { DICT } from '../../../../server/plugins/dictionary/constants';
import { createNotice, updateNotice, type ManagedNoticeDetail, type TargetOptions } from '@/services/noticeManage';
import {
  NOTICE_PUBLISH_MODES,
  NOTICE_STATUS,
  NOTICE_TOPIC_MAX,
} from '../../../../server/plugins/notice/constants';
import {
  contentProblem,
  expiryProblem,
  NEW_NOTICE,
  noticeBody,
  noticeFormValues,
  publishTimeProblem,
  targetsProblem,
  topicProblem,
  type NoticeValues,
  type Problem,
} from '../utils';
import AttachmentUpload from './AttachmentUpload';
import { noticesChanged } from './changes';
import RichTextField from './RichTextField';
import TargetPicker from './TargetPicker';
import messages from '../messages';

export interface NoticeFormProps {
  /** The notice to edit; a new one when absent. */
  notice?: ManagedNoticeDetail;
  options: TargetOptions;
  onSaved: () => void;
  onCancel: () => void;
}

const DATE_TIME = 'YYYY-MM-DD HH:mm';

export default function NoticeForm({ notice, options, onSaved, onCancel }: NoticeFormProps) {
  const t = usePageT(messages);
  const levels = useDict(DICT.noticeLevel);
  const [form] = Form.useForm<NoticeValues>();
  // A published notice is corrected in place: it stays published.
  const published = notice?.status === NOTICE_STATUS.published;

  /** A form rule of a check that reads other fields of the form. */
  const rule =
    (check: (value: unknown, values: NoticeValues) => Problem | undefined): FormRule =>
    ({ getFieldsValue }) => ({
      validator: (_, value) => {
        const problem = check(value, getFieldsValue(true) as NoticeValues);
        return problem ? Promise.reject(new Error(t(problem.id, problem.values))) : Promise.resolve();
      },
    });

  async function save(values: NoticeValues): Promise<boolean> {
    const body = noticeBody({ ...values, attachments: form.getFieldValue('attachments') });
    try {
      if (notice) await updateNotice(notice.id, body);
      else await createNotice(body);
    } catch {
      // Shown by the request client (the field the server names); the form keeps what was typed.
      return false;
    }
    const done = body.publish === 'draft' ? 'draft' : body.publish === 'scheduled' ? 'scheduled' : 'published';
    message.success(t(`noticeManage.save.${done}`, { topic: body.topic }));
    noticesChanged();
    onSaved();
    return true;
  }

  return (
    <ProForm<NoticeValues>
      // Field ids are prefixed with the form's name: the list's filters have fields of the same names.
      name={notice ? `notice-${notice.id}` : 'notice-new'}
      form={form}
      layout="vertical"
      grid
      rowProps={{ gutter: 16 }}
      dateFormatter={false}
      initialValues={notice ? noticeFormValues(notice) : NEW_NOTICE}
      onFinish={save}
      submitter={{
        searchConfig: { submitText: t('noticeManage.save'), resetText: t('noticeManage.cancel') },
        resetButtonProps: { onClick: onCancel },
        render: (_, buttons) => <div style={{ display: 'flex', gap: 8 }}>{[...buttons].reverse()}</div>,
      }}
    >
      <ProFormText
        name="topic"
        label={t('noticeManage.field.topic')}
        colProps={{ span: 24 }}
        fieldProps={{ maxLength: NOTICE_TOPIC_MAX, showCount: true }}
        required
        rules={[rule((value) => topicProblem(value as string | undefined))]}
      />
      <ProFormDict
        code={DICT.noticeType}
        name="type"
        label={t('noticeManage.field.type')}
        colProps={{ xs: 24, md: 8 }}
        fieldProps={{ allowClear: false }}
        rules={[{ required: true, message: t('noticeManage.field.type.required') }]}
      />
      <ProFormRadio.Group
        name="level"
        label={t('noticeManage.field.level')}
        colProps={{ xs: 24, md: 8 }}
        radioType="button"
        options={levels.items
          .filter((level) => level.enabled)
          .map((level) => ({ value: Number(level.code), label: levels.label(level.code) }))}
      />
      <ProFormSwitch name="pinned" label={t('noticeManage.field.pinned')} colProps={{ xs: 12, md: 3 }} />
      <ProFormSwitch
        name="alsoMessage"
        label={t('noticeManage.field.alsoMessage')}
        tooltip={t('noticeManage.field.alsoMessage.tooltip')}
        colProps={{ xs: 12, md: 5 }}
      />
      <ProFormRadio.Group
        name="publish"
        label={t('noticeManage.field.publish')}
        colProps={{ xs: 24, md: 8 }}
        radioType="button"
        disabled={published}
        extra={published ? t('noticeManage.field.publish.published') : undefined}
        options={NOTICE_PUBLISH_MODES.map((mode) => ({ value: mode, label: t(`noticeManage.publish.${mode}`) }))}
      />
      <ProFormDependency name={['publish']}>
        {({ publish }: NoticeValues) =>
          publish === 'scheduled' ? (
            <ProFormDateTimePicker
              name="publishedAt"
              label={t('noticeManage.field.publishedAt')}
              colProps={{ xs: 24, md: 8 }}
              fieldProps={{ format: DATE_TIME, showTime: { format: 'HH:mm' }, style: { width: '100%' } }}
              required
              rules={[rule((value, all) => publishTimeProblem(all.publish, value as NoticeValues['publishedAt']))]}
            />
          ) : null
        }
      </ProFormDependency>
      <ProFormDateTimePicker
        name="expiresAt"
        label={t('noticeManage.field.expiresAt')}
        tooltip={t('noticeManage.field.expiresAt.tooltip')}
        colProps={{ xs: 24, md: 8 }}
        dependencies={['publish', 'publishedAt']}
        fieldProps={{ format: DATE_TIME, showTime: { format: 'HH:mm' }, style: { width: '100%' } }}
        rules={[rule((value, all) => expiryProblem(value as NoticeValues['expiresAt'], all.publish, all.publishedAt))]}
      />
      <ProFormDependency name={['publish']}>
        {({ publish }: NoticeValues) => (
          <Col span={24}>
            <ProForm.Item
              name="targets"
              label={t('noticeManage.field.targets')}
              required={publish !== 'draft'}
              dependencies={['publish']}
              rules={[rule((value, all) => targetsProblem(value as NoticeValues['targets'], all.publish))]}
            >
              <TargetPicker options={options} />
            </ProForm.Item>
          </Col>
        )}
      </ProFormDependency>
      <ProFormDependency name={['publish']}>
        {({ publish }: NoticeValues) => (
          <Col span={24}>
            <ProForm.Item
              name="content"
              label={t('noticeManage.field.content')}
              required={publish !== 'draft'}
              dependencies={['publish']}
              rules={[rule((value, all) => contentProblem(value as string | undefined, all.publish))]}
            >
              <RichTextField ariaLabel={t('noticeManage.field.content')} />
            </ProForm.Item>
          </Col>
        )}
      </ProFormDependency>
      <Col span={24}>
        <ProForm.Item
          name="attachments"
          label={t('noticeManage.field.attachments')}
          rules={[
            rule((value) =>
              (value as NoticeValues['attachments'])?.some((item) => item.status === 'uploading')
                ? { id: 'noticeManage.upload.wait' }
                : undefined,
            ),
          ]}
        >
          <AttachmentUpload />
        </ProForm.Item>
      </Col>
    </ProForm>
  );
}
