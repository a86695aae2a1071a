import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useSellerConfirmation } from '../../app/sellers/use-seller-confirmation';
import { failureText } from '../../lib/failure-text';
import { SELLER_REGISTER_PATH } from '../../lib/seller-register';
import { Button } from '../kit/Button';
import { Link } from '../kit/Link';

/** What the page says, by where the confirmation stands. */
function Outcome({ actor }: { actor: ReturnType<typeof useSellerConfirmation> }) {
  const { i18n } = useLingui();
  const snapshot = useSelector(actor, (current) => current);
  const { shopName, failure } = snapshot.context;
  if (snapshot.matches('confirmed')) {
    return (
      <>
        <h2 className="font-semibold text-gray-900 text-xl">
          <Trans>Your application is confirmed</Trans>
        </h2>
        <p className="text-gray-700">
          <Trans>
            Thank you: your application for <strong className="text-gray-900">{shopName}</strong> is on its way to our
            team. We will review it and write to you.
          </Trans>
        </p>
      </>
    );
  }
  if (snapshot.matches('refused')) {
    return (
      <>
        <h2 className="font-semibold text-gray-900 text-xl">
          <Trans>This link does not work</Trans>
        </h2>
        <p className="text-gray-700">{failure?.message}</p>
        <p className="text-gray-700">
          <Trans>Send the form again to get a new link.</Trans>
        </p>
      </>
    );
  }
  if (snapshot.matches('noToken')) {
    return (
      <>
        <h2 className="font-semibold text-gray-900 text-xl">
          <Trans>This link is incomplete</Trans>
        </h2>
        <p className="text-gray-700">
          <Trans>Open the whole link from the e-mail we sent you, or send the form again to get a new one.</Trans>
        </p>
      </>
    );
  }
  if (snapshot.matches('failed')) {
    return (
      <>
        <h2 className="font-semibold text-gray-900 text-xl">
          <Trans>Your application is not confirmed yet</Trans>
        </h2>
        <p className="text-gray-700">{failure ? failureText(i18n, failure) : null}</p>
        <div>
          <Button variant="secondary" onPress={() => actor.send({ type: 'confirmation.retried' })}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      </>
    );
  }
  return (
    <p className="text-gray-700">
      <Trans>Confirming your application…</Trans>
    </p>
  );
}

/**
 * The page a seller's confirmation link opens: the link's token is sent as it opens, and the page says whether the
 * application is confirmed (naming the shop) or why not, with the ways on from there.
 */
export function SellerConfirmation({ token }: { token: string | null }) {
  const actor = useSellerConfirmation(token);
  const isFinal = useSelector(actor, (snapshot) => snapshot.status === 'done');
  const isConfirmed = useSelector(actor, (snapshot) => snapshot.matches('confirmed'));
  return (
    <div className="flex flex-col gap-4">
      {/* Announced as it changes: the answer comes a moment after the page opens. */}
      <div role="status" className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-6">
        <Outcome actor={actor} />
      </div>
      {(isFinal || !isConfirmed) && (
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {isFinal && !isConfirmed && (
            <li>
              <Link href={SELLER_REGISTER_PATH} variant="standalone">
                <Trans>Apply again</Trans>
              </Link>
            </li>
          )}
          <li>
            <Link href="/" variant="standalone">
              <Trans>Back to the home page</Trans>
            </Link>
          </li>
        </ul>
      )}
    </div>
  );
}
