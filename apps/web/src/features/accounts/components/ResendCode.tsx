import { OTP_RESEND_INTERVAL_MS } from '@creative-ng/shared/reference/constants';
import { useMutation } from '@tanstack/react-query';
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

  const [initialWait] = useState(initialWaitMs);
  useEffect(() => {
    if (initialWait > 0) start(initialWait);
  }, [initialWait, start]);

  const resend = useMutation({
    // Offline, the person is told at once that no code went, rather than the call waiting for the connection.
    networkMode: 'always',
    mutationFn: onResend,
    onSuccess: (message) => {
      if (message === null) return;
      toast.success(message);
      start(OTP_RESEND_INTERVAL_MS);
    },
    onError: (error) => {
      toast.error(failureMessage(error, t('accounts.errors.sendOtpFailed')));
      if (errorCode(error) === 'RATE_LIMITED') start(OTP_RESEND_INTERVAL_MS);
    },
  });
  // Said under the button until the next try starts.
  const problem = resend.isError ? failureMessage(resend.error, t('accounts.errors.sendOtpFailed')) : null;
  const busy = resend.isPending;

  return (
    <div className="flex flex-col items-start gap-1">
      <Button variant="secondary" onClick={() => resend.mutate()} disabled={busy || secondsLeft > 0}>
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
