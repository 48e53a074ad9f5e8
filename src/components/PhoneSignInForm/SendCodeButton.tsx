/**
 * "Send code": asks for an SMS code, then counts down (60 s) before another may be asked for.
 * antd only, so the login page stays light.
 */
import { useCountDown } from 'ahooks';
import { Button } from 'antd';
import { useState } from 'react';
import useT from '@/hooks/useT';
import { CODE_RESEND_SECONDS } from '../../../server/plugins/phoneSignIn/constants';

interface Props {
  /** Sends the code; a rejection (shown by the request layer) leaves the button ready again. */
  onSend: () => Promise<unknown>;
  /** Start counting at once: a code has just been sent (the second step after the password). */
  sentAlready?: boolean;
  disabled?: boolean;
  size?: 'large' | 'middle' | 'small';
}

export default function SendCodeButton({ onSend, sentAlready = false, disabled = false, size }: Props) {
  const t = useT();
  const [sent, setSent] = useState(sentAlready);
  const [target, setTarget] = useState<number | undefined>(sentAlready ? Date.now() + CODE_RESEND_SECONDS * 1000 : undefined);
  const [sending, setSending] = useState(false);
  const [left] = useCountDown({ targetDate: target, onEnd: () => setTarget(undefined) });
  const counting = target !== undefined && left > 0;

  const send = async () => {
    setSending(true);
    try {
      await onSend();
      setSent(true);
      setTarget(Date.now() + CODE_RESEND_SECONDS * 1000);
    } catch {
      // The request layer has shown why (e.g. too many codes); the button is ready again.
    } finally {
      setSending(false);
    }
  };

  let label = t(sent ? 'phoneSignIn.resend' : 'phoneSignIn.send');
  if (counting) label = t('phoneSignIn.resendIn', { seconds: Math.ceil(left / 1000) });
  return (
    <Button size={size} onClick={send} loading={sending} disabled={disabled || counting} data-testid="send-code">
      {label}
    </Button>
  );
}
