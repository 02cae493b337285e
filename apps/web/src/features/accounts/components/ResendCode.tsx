import { OTP_RESEND_INTERVAL_MS } from '@creative-ng/shared/reference/constants';
import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui';
import { errorCode, failureMessage } from '../../../lib/failure';
import { toast } from '../../../lib/toast';
import { useAccountsT } from '../i18n';
import { useCountdown } from '../lib/hooks';

interface ResendCodeProps {
  /** Sends a new code. Resolves with the server's message, or null when nothing was sent (e.g. no email yet). */
  onResend: () => Promise<string | null>;
  /** A code was sent just before this screen opened: wait this long first (read once, on mount). */
  initialWaitMs?: number;
}

/** 'Resend code': asks for a new code, then waits a minute before it can ask again (the server's limit too). */
export function ResendCode({ onResend, initialWaitMs = 0 }: ResendCodeProps) {
  const t = useAccountsT();
  const { secondsLeft, start } = useCountdown();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const [initialWait] = useState(initialWaitMs);
  useEffect(() => {
    if (initialWait > 0) start(initialWait);
  }, [initialWait, start]);

  async function resend() {
    setBusy(true);
    setProblem(null);
    try {
      const message = await onResend();
      if (message === null) return;
      toast.success(message);
      start(OTP_RESEND_INTERVAL_MS);
    } catch (error) {
      const text = failureMessage(error, t('accounts.errors.sendOtpFailed'));
      toast.error(text);
      setProblem(text);
      if (errorCode(error) === 'RATE_LIMITED') start(OTP_RESEND_INTERVAL_MS);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col items-start gap-1">
      <Button variant="secondary" onClick={() => void resend()} disabled={busy || secondsLeft > 0}>
        <RefreshCw aria-hidden="true" className="size-5" />
        {busy ? t('accounts.otp.resending') : t('accounts.otp.resend')}
      </Button>
      {secondsLeft > 0 ? (
        <p className="text-sm text-muted">{t('accounts.otp.resendWait', { seconds: secondsLeft })}</p>
      ) : null}
      <p role="status" className="text-sm font-medium text-danger">
        {problem ?? ''}
      </p>
    </div>
  );
}
