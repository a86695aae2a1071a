import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';

/** How the payment page sent the shopper back (`?payment=success` or `?payment=cancelled`), if it did. */
export type PaymentReturn = 'success' | 'cancelled' | null;

export function parsePaymentReturn(search: string): PaymentReturn {
  const value = new URLSearchParams(search).get('payment');
  return value === 'success' || value === 'cancelled' ? value : null;
}

/** The query without `payment`, other parameters kept. */
export function withoutPaymentReturn(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('payment');
  return params.toString();
}

/**
 * The payment outcome in the URL, and `dismiss`, which takes it out of the URL in place (replacing the
 * history entry), so Back or a reload does not bring the message again.
 */
export function usePaymentReturn(): { outcome: PaymentReturn; dismiss: () => void } {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const dismiss = useCallback(() => {
    const rest = withoutPaymentReturn(search);
    navigate(rest ? `${path}?${rest}` : path, { replace: true });
  }, [search, path, navigate]);
  return { outcome: parsePaymentReturn(search), dismiss };
}
