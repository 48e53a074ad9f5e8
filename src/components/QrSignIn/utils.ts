/** Pure logic of the QR sign-in panel: what a poll's answer means, and the countdown's seconds. */
import { QR_POLL_STATUS } from '../../../server/plugins/qrSignIn/constants';

/** What the panel shows: asking for a ticket, the code (waiting), signed in, or an overlay with a refresh. */
export type QrPanelState = 'loading' | 'pending' | 'signedIn' | 'expired' | 'refused' | 'failed';

/**
 * The state a failed poll leads to: the envelope's status says refused (403) or expired (410,
 * also a used or unknown ticket); waiting (202) and anything else (a network error, a busy
 * server) keep the code up and polling.
 */
export function stateAfterPollError(error: unknown): QrPanelState {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === QR_POLL_STATUS.refused) return 'refused';
  if (status === QR_POLL_STATUS.expired) return 'expired';
  return 'pending';
}

/** Whole seconds left until `deadline` (ms), rounded up, never below zero. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
