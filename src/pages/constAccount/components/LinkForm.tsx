/**
 * New and edit dialog of a shared-account link: the staff member and the account they may act as
 * (both picked among the enabled users within the caller's data scope; the account never the staff
 * member), the validity as a date-time range (either side may stay blank: from now, without end)
 * and a remark. An edit changes the validity and the remark only.
 */
import { ModalForm, ProFormDateTimeRangePicker, ProFormDependency, ProFormTextArea } from '@ant-design/pro-components';
import { Form, Typography } from 'antd';
import { message } from '@/components/AppMessages';
import UserPicker from '@/components/UserPicker';
import usePageT from '@/hooks/usePageT';
import { createAccountLink, updateAccountLink, type AccountLink } from '@/services/accountLinks';
import type { PickedPerson } from '@/utils/people';
import { ACCOUNT_LINK_REMARK_MAX } from '../../../../server/plugins/accountLinks/constants';
import { accountProblem, linkChanges, newLinkBody, rangeProblem, valuesOf, type LinkValues } from '../utils';
import messages from '../messages';

export interface LinkFormProps {
  open: boolean;
  /** The link being edited; a new one when absent. */
  link?: AccountLink;
  /** The staff member a new link starts with (the page opened for one user). */
  staff?: PickedPerson;
  onClose: () => void;
  onSaved: () => void;
}

/** The colleague picker as a form control on one labelled user. */
function PersonField(props: {
  id?: string;
  value?: PickedPerson | null;
  onChange?: (picked: PickedPerson | null) => void;
  exclude?: number[];
  placeholder?: string;
}) {
  return (
    <UserPicker
      id={props.id}
      value={props.value ?? null}
      onChange={(_, picked) => props.onChange?.(picked ?? null)}
      exclude={props.exclude}
      placeholder={props.placeholder}
      style={{ width: '100%' }}
    />
  );
}

export default function LinkForm({ open, link, staff, onClose, onSaved }: LinkFormProps) {
  const t = usePageT(messages);

  async function save(values: LinkValues): Promise<boolean> {
    try {
      if (link) await updateAccountLink(link.staff.id, link.account.id, linkChanges(values));
      else await createAccountLink(newLinkBody(values));
    } catch {
      return false; // Shown by the request client (a 409 names the existing link).
    }
    message.success(t('constAccount.saved'));
    onSaved();
    return true;
  }

  const initialValues: LinkValues = link ? valuesOf(link) : { staff: staff ?? null, account: null, validity: [null, null] };

  return (
    <ModalForm<LinkValues>
      title={t(link ? 'constAccount.edit' : 'constAccount.new')}
      open={open}
      width={640}
      layout="vertical"
      modalProps={{ destroyOnHidden: true, maskClosable: false }}
      submitter={{ searchConfig: { submitText: t('constAccount.save'), resetText: t('constAccount.cancel') } }}
      onOpenChange={(next) => !next && onClose()}
      initialValues={initialValues}
      onFinish={save}
    >
      {link ? (
        <>
          <Form.Item label={t('constAccount.field.staff')}>
            <Typography.Text>{initialValues.staff?.label}</Typography.Text>
          </Form.Item>
          <Form.Item label={t('constAccount.field.account')}>
            <Typography.Text>{initialValues.account?.label}</Typography.Text>
          </Form.Item>
        </>
      ) : (
        <>
          <Form.Item
            name="staff"
            label={t('constAccount.field.staff')}
            tooltip={t('constAccount.field.staff.hint')}
            rules={[{ required: true, message: t('constAccount.rule.staff') }]}
          >
            <PersonField placeholder={t('constAccount.field.staff.placeholder')} />
          </Form.Item>
          <ProFormDependency name={['staff']}>
            {({ staff: picked }: LinkValues) => (
              <Form.Item
                name="account"
                label={t('constAccount.field.account')}
                tooltip={t('constAccount.field.account.hint')}
                dependencies={['staff']}
                required
                rules={[
                  ({ getFieldValue }) => ({
                    validator: async (_: unknown, value?: PickedPerson | null) => {
                      const problem = accountProblem(getFieldValue('staff'), value);
                      if (problem) throw new Error(t(problem));
                    },
                  }),
                ]}
              >
                <PersonField exclude={picked ? [picked.value] : undefined} placeholder={t('constAccount.field.account.placeholder')} />
              </Form.Item>
            )}
          </ProFormDependency>
        </>
      )}
      <ProFormDateTimeRangePicker
        name="validity"
        label={t('constAccount.field.validity')}
        tooltip={t('constAccount.field.validity.hint')}
        fieldProps={{
          allowEmpty: [true, true],
          format: 'YYYY-MM-DD HH:mm',
          showTime: { format: 'HH:mm' },
          placeholder: [t('constAccount.field.validFrom.placeholder'), t('constAccount.field.validTo.placeholder')],
          style: { width: '100%' },
        }}
        rules={[
          {
            validator: async (_: unknown, value?: LinkValues['validity']) => {
              const problem = rangeProblem(value);
              if (problem) throw new Error(t(problem));
            },
          },
        ]}
      />
      <ProFormTextArea
        name="remark"
        label={t('constAccount.field.remark')}
        fieldProps={{ maxLength: ACCOUNT_LINK_REMARK_MAX, showCount: true, rows: 3 }}
        rules={[{ max: ACCOUNT_LINK_REMARK_MAX, message: t('constAccount.rule.remarkMax', { max: ACCOUNT_LINK_REMARK_MAX }) }]}
      />
    </ModalForm>
  );
}
