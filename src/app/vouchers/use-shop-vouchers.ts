import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { failureText } from '../../lib/failure-text';
import { selectIsSignedIn } from '../../machines/session/session.selectors';
import { type CollectVoucherAnswer, voucherMachine } from '../../machines/vouchers/voucher.machine';
import { type VoucherRef, vouchersMachine } from '../../machines/vouchers/vouchers.machine';
import type { Coupon, VouchersEmitted } from '../../machines/vouchers/vouchers.types';
import { useAuthDialogs } from '../auth/AuthDialogsContext';
import type { ProductDetailsCalls } from '../catalog/details-calls';
import { notify } from '../notify';
import { useSessionActorRef } from '../session/SessionProvider';
import { useEmitted } from '../use-emitted';

export interface ShopVouchers {
  status: 'loading' | 'ready' | 'failed';
  vouchers: VoucherRef[];
  collect: (couponId: number) => void;
  retry: () => void;
}

type VoucherCalls = Pick<ProductDetailsCalls, 'loadVouchers' | 'collectVoucher'>;

/**
 * A shop's vouchers through the vouchers machine, with its outcomes as docs/requirements.md §8 gives them: the server's
 * message as a toast on a failed load or collect (a 401 on the load ends the session, which sends the shopper
 * to /), the server's confirmation on a collect, and the login dialog for a visitor.
 */
export function useShopVouchers(shopId: number, calls: VoucherCalls): ShopVouchers {
  const { i18n } = useLingui();
  const authDialogs = useAuthDialogs();
  const session = useSessionActorRef();
  const latest = useRef(calls);
  latest.current = calls;
  const [logic] = useState(() =>
    vouchersMachine.provide({
      actors: {
        loadVouchers: fromPromise<Coupon[], { shopId: number }>(({ input, signal }) =>
          latest.current.loadVouchers(input.shopId, signal),
        ),
        voucher: voucherMachine.provide({
          actors: {
            collectVoucher: fromPromise<CollectVoucherAnswer, { coupon_id: number }>(({ input, signal }) =>
              latest.current.collectVoucher(input.coupon_id, signal),
            ),
          },
        }),
      },
      guards: { isSignedIn: () => selectIsSignedIn(session.getSnapshot()) },
    }),
  );
  const actor = useActorRef(logic, { input: { shopId } });

  const onEmitted = (event: VouchersEmitted) => {
    switch (event.type) {
      case 'vouchers.collected':
        notify.success(event.message);
        return;
      case 'vouchers.loginRequired':
        authDialogs.open('login');
        return;
      case 'vouchers.failed':
        notify.error(failureText(i18n, event));
        return;
    }
  };
  useEmitted(actor, onEmitted);

  const status = useSelector(actor, (snapshot) =>
    snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading',
  );
  const vouchers = useSelector(actor, (snapshot) => snapshot.context.vouchers);
  return {
    status,
    vouchers,
    collect: (couponId) => actor.send({ type: 'voucher.collect', couponId }),
    retry: () => actor.send({ type: 'vouchers.retry' }),
  };
}
