// A shopper for the bench, set up through the contract over HTTP: a new customer (registration signs them in),
// a saved address and products in the cart. Every call gives up after 20 s.

const CALL_TIMEOUT_MS = 20_000;

export interface Customer {
  token: string;
  user: { id: number; name: string };
}

async function post<T>(base: string, path: string, token: string | null, body: unknown): Promise<T> {
  const response = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** A GET of the contract, its body as JSON. */
export async function getJson<T>(base: string, path: string): Promise<T> {
  const response = await fetch(`${base}/api${path}`, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** A new customer, unique per call, registered through the contract (registration signs in). */
export async function registerCustomer(base: string): Promise<Customer> {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const answer = await post<{ data: { access: { token: string }; user: Customer['user'] } }>(
    base,
    '/registration',
    null,
    {
      name: 'Bench Shopper',
      email: `bench.${unique}@example.com`,
      phone: unique.slice(-10).padStart(10, '7'),
      phone_code: '+1',
      country: 'United States',
      password: 'bench-shopper-1',
    },
  );
  return { token: answer.data.access.token, user: answer.data.user };
}

/** Saves a home address (the customer's first, so their default). */
export async function saveAddress(base: string, customer: Customer): Promise<void> {
  await post(base, '/address/store', customer.token, {
    name: customer.user.name,
    phone: '5550100042',
    address_line: '12 Orchard Lane',
    area: 'Riverside',
    address_type: 'home',
  });
}

/** Puts one unit of a product without colours or sizes into the customer's cart. */
export async function addToCart(base: string, token: string, productId: number): Promise<void> {
  const details = await getJson<{ data?: { product?: { unit?: { id: number } | null } } }>(
    base,
    `/product-details?product_id=${productId}`,
  );
  await post(base, '/cart/store', token, {
    product_id: productId,
    quantity: 1,
    color: null,
    size: null,
    unit: details.data?.product?.unit?.id ?? null,
  });
}
