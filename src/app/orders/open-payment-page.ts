/** Leaves the storefront for a payment page (a module of its own, so component tests can stand in for it). */
export function openPaymentPage(url: string): void {
  window.location.assign(url);
}
