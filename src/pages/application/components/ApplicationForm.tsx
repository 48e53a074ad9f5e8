/** New (in a system) and edit dialog of an application. */
import { ModalForm, ProForm, ProFormDigit, ProFormText } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { message } from '@/components/AppMessages';
import usePageT from '@/hooks/usePageT';
import { createApplication, updateApplication, type ApplicationItem, type SystemItem } from '@/services/systems';
import { NUMBER_PATTERN } from '../utils';
import { SORT_MAX } from '../../../../server/constants';
import { HOME_PAGE_URL_MAX, NUMBER_MAX, isRouteOrWebUrl } from '../../../../server/plugins/systems/constants';
import { localName } from '@/utils/localName';
import NameFields from './NameFields';
import messages from '../messages';

interface ApplicationValues {
  applicationNo: string;
  name: string;
  nameEn?: string;
  homePageUrl?: string;
  sort?: number;
}

/** What the dialog edits: an application of `system`, or a new one in it. */
export interface ApplicationTarget {
  system: SystemItem;
  application?: ApplicationItem;
}

export interface ApplicationFormProps {
  target?: ApplicationTarget;
  onClose: () => void;
  onSaved: () => void;
}

export default function ApplicationForm({ target, onClose, onSaved }: ApplicationFormProps) {
  const intl = useIntl();
  const t = usePageT(messages);
  const application = target?.application;

  async function save(values: ApplicationValues): Promise<boolean> {
    const fields = {
      applicationNo: values.applicationNo.trim(),
      name: values.name.trim(),
      nameEn: values.nameEn?.trim() || null,
      homePageUrl: values.homePageUrl?.trim() || null,
      sort: values.sort ?? 0,
    };
    try {
      // The application stays in the system it was opened from.
      if (application) await updateApplication(application.id, fields);
      else await createApplication({ systemNo: target!.system.systemNo, ...fields });
    } catch {
      // Shown by the request client (409 when the number is taken in the system).
      return false;
    }
    message.success(
      t(application ? 'application.app.update.success' : 'application.app.create.success', { name: fields.name }),
    );
    onSaved();
    return true;
  }

  return (
    <ModalForm<ApplicationValues>
      title={t(application ? 'application.app.edit.title' : 'application.app.create.title')}
      open={target !== undefined}
      width={560}
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
      submitter={{ searchConfig: { submitText: t('application.save'), resetText: t('application.cancel') } }}
      onOpenChange={(next) => !next && onClose()}
      initialValues={
        application
          ? {
              applicationNo: application.applicationNo,
              name: application.name,
              nameEn: application.nameEn ?? '',
              homePageUrl: application.homePageUrl ?? '',
              sort: application.sort,
            }
          : { sort: 0 }
      }
      onFinish={save}
    >
      <ProForm.Item label={t('application.app.system')}>
        {target && `${localName(target.system, intl.locale)} (${target.system.systemNo})`}
      </ProForm.Item>
      <ProFormText
        name="applicationNo"
        label={t('application.app.applicationNo')}
        placeholder={t('application.number.placeholder', { max: NUMBER_MAX })}
        rules={[
          { required: true, whitespace: true, message: t('application.app.applicationNo.required') },
          { pattern: NUMBER_PATTERN, message: t('application.number.pattern', { max: NUMBER_MAX }) },
        ]}
      />
      <NameFields />
      <ProFormText
        name="homePageUrl"
        label={t('application.app.homePageUrl')}
        placeholder={t('application.app.homePageUrl.placeholder')}
        rules={[
          { max: HOME_PAGE_URL_MAX, message: t('application.app.homePageUrl.max', { max: HOME_PAGE_URL_MAX }) },
          {
            validator: (_, value: string | undefined) =>
              !value?.trim() || isRouteOrWebUrl(value.trim())
                ? Promise.resolve()
                : Promise.reject(new Error(t('application.app.homePageUrl.invalid'))),
          },
        ]}
      />
      <ProFormDigit
        name="sort"
        label={t('application.field.sort')}
        min={0}
        max={SORT_MAX}
        fieldProps={{ precision: 0 }}
      />
    </ModalForm>
  );
}
