/** The finance services shown as cards on /list/card (local data). */

export interface FinanceService {
  id: number;
  /** Message id of the service's name and its line of description. */
  key: 'expense' | 'payable' | 'payment' | 'ledger' | 'tax' | 'assets' | 'invoice';
  owner: string;
  /** Documents in progress now. */
  open: number;
  /** Share handled within the agreed time this month, in percent. */
  onTime: number;
  enabled: boolean;
}

export const FINANCE_SERVICES: FinanceService[] = [
  { id: 1, key: 'expense', owner: '费用报销组', open: 128, onTime: 97, enabled: true },
  { id: 2, key: 'payable', owner: '应付组', open: 64, onTime: 92, enabled: true },
  { id: 3, key: 'payment', owner: '资金组', open: 23, onTime: 99, enabled: true },
  { id: 4, key: 'ledger', owner: '总账组', open: 8, onTime: 88, enabled: true },
  { id: 5, key: 'tax', owner: '税务组', open: 15, onTime: 95, enabled: true },
  { id: 6, key: 'assets', owner: '资产组', open: 0, onTime: 100, enabled: false },
  { id: 7, key: 'invoice', owner: '应收组', open: 41, onTime: 79, enabled: true },
];

/** The colour of an on-time share: at the target (95 %) green, near it amber, below red. */
export function onTimeStatus(onTime: number): 'success' | 'warning' | 'error' {
  if (onTime >= 95) return 'success';
  return onTime >= 85 ? 'warning' : 'error';
}
