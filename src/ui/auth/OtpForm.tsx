import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { otpMachine } from '../../machines/auth/otp.machine';
import { Button } from '../kit/Button';
import { AuthForm } from './AuthForm';
import { OtpBoxes } from './OtpBoxes';
import { ResendCountdown } from './ResendCountdown';

/** The code dialog: the server's message and where the code went, four boxes, Confirm, then Resend. */
export function OtpForm({ otp }: { otp: ActorRefFrom<typeof otpMachine> }) {
  const { t } = useLingui();
  const sentId = useId();
  const boxes = useRef<HTMLDivElement>(null);
  const digits = useSelector(otp, (snapshot) => snapshot.context.digits);
  const sent = useSelector(otp, (snapshot) => snapshot.context.sent);
  const isVerifying = useSelector(otp, (snapshot) => snapshot.hasTag('busy'));
  const isSending = useSelector(otp, (snapshot) => snapshot.hasTag('sending'));
  const canConfirm = useSelector(otp, (snapshot) => snapshot.can({ type: 'otp.confirm' }));

  return (
    <AuthForm step={otp} onSubmit={() => otp.send({ type: 'otp.confirm' })}>
      <div id={sentId} className="text-center text-gray-700" aria-live="polite">
        {sent ? (
          <>
            <p>{sent.message}</p>
            <p className="font-semibold text-gray-900" dir="ltr">
              {sent.emailOrPhone}
            </p>
          </>
        ) : (
          isSending && <p>{t`Sending a code…`}</p>
        )}
      </div>
      <OtpBoxes
        ref={boxes}
        digits={digits}
        isReadOnly={isVerifying}
        describedBy={sentId}
        onDigit={(index, value) => otp.send({ type: 'otp.digit.entered', index, value })}
        onClear={(index) => otp.send({ type: 'otp.digit.cleared', index })}
        onCode={(text) => otp.send({ type: 'otp.pasted', text })}
      />
      <Button type="submit" isPending={isVerifying} isDisabled={!canConfirm && !isVerifying}>
        <Trans>Confirm</Trans>
      </Button>
      {/* Resend goes away once pressed: the focus goes where the new code is typed, not to the page. */}
      <ResendCountdown otp={otp} onResend={() => boxes.current?.querySelector('input')?.focus()} />
    </AuthForm>
  );
}
