/**
 * Message dialogs (spec sections 3 and 5): a title (optional), the message and a type; the
 * type picks the modal's info / success / error / warning / confirm, anything else is info.
 */
import type { ModalFuncProps } from 'antd';
import { modal as appModal } from '@/components/AppMessages';
import { dialogType, type DialogMessage, type DialogType } from '@/utils/dialog';

type ModalMethods = Pick<typeof appModal, DialogType>;

export interface ShowDialogOptions extends DialogMessage {
  /** Called when the user confirms (OK). */
  onOk?: ModalFuncProps['onOk'];
  /** Called when the user cancels a confirm dialog. */
  onCancel?: ModalFuncProps['onCancel'];
}

/** Opens the dialog and answers antd's handle (`destroy`, `update`). */
export function showDialog({ title, message, type, onOk, onCancel }: ShowDialogOptions, modal: ModalMethods = appModal) {
  const kind = dialogType(type);
  return modal[kind]({ title, content: message, onOk, onCancel });
}

export default showDialog;
