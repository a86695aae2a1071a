import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { otpMachine } from '../../machines/auth/otp.machine';
import { Button } from '../kit/Button';
import { VisuallyHidden } from '../kit/VisuallyHidden';

export interface ResendCountdownProps {
  otp: ActorRefFrom<typeof otpMachine>;
  /** Called as a new code is asked for, while the Resend button, about to go, still has the focus. */
  onResend: () => void;
}

/**
 * "Resend code in 0:42", then a Resend button (docs/requirements.md §9: 60 s). The ticking figure is plain text (read when reached), not announced;
 * a polite live region says only when waiting starts and when a new code can be asked for.
 */
export function ResendCountdown({ otp, onResend }: ResendCountdownProps) {
  const { t } = useLingui();
  const secondsLeft = useSelector(otp, (snapshot) => snapshot.context.secondsLeft);
  const canResend = useSelector(otp, (snapshot) => snapshot.can({ type: 'otp.resend' }));
  const isSending = useSelector(otp, (snapshot) => snapshot.hasTag('sending'));
  const isCounting = !canResend && !isSending && secondsLeft > 0;
  const clock = `0:${String(secondsLeft % 60).padStart(2, '0')}`;
  const shown = secondsLeft >= 60 ? '1:00' : clock;

  return (
    <div className="flex min-h-11 items-center justify-center gap-1 text-gray-700">
      <VisuallyHidden>
        <span aria-live="polite">
          {canResend
            ? t`You can ask for a new code now.`
            : isCounting
              ? t`You can ask for a new code in a minute.`
              : ''}
        </span>
      </VisuallyHidden>
      {canResend ? (
        <>
          <Trans>Didn't get the code?</Trans>
          <Button
            variant="link"
            size="sm"
            onPress={() => {
              onResend();
              otp.send({ type: 'otp.resend' });
            }}
          >
            <Trans>Resend</Trans>
          </Button>
        </>
      ) : (
        isCounting && (
          <span>
            <Trans>Resend code in {shown}</Trans>
          </span>
        )
      )}
    </div>
  );
}
