/** Message dialogs (spec section 5): the type must be one antd's Modal has, else info. */
export const DIALOG_TYPES = ['info', 'success', 'error', 'warning', 'confirm'] as const;
export type DialogType = (typeof DIALOG_TYPES)[number];

export interface DialogMessage {
  title?: string;
  message: string;
  type?: string;
}

export function dialogType(type: unknown): DialogType {
  return DIALOG_TYPES.includes(type as DialogType) ? (type as DialogType) : 'info';
}
