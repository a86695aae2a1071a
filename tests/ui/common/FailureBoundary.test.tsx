import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCodeLoadFailure, shouldReloadAfterFailedRetry } from '../../../src/app/code-load-failure';
import { lazyRetrying } from '../../../src/app/lazy-retrying';
import { FailureBoundary } from '../../../src/ui/common/FailureBoundary';
import { renderWithI18n } from '../kit/renderWithI18n';

const NOT_REACHED = 'We could not reach the shop. Check your connection and try again.';
const WENT_WRONG = 'Something went wrong while loading this. Please try again.';

/** What Chromium rejects `import()` with when the chunk could not be fetched. */
const fetchFailure = () => new TypeError('Failed to fetch dynamically imported module: /build/assets/Page.js');

function Page({ name }: { name: string }) {
  return <h1>{name}</h1>;
}

/** A page whose code loads only while `network.up` (React may itself try a failed load once more at once). */
function pageBehind(network: { up: boolean }) {
  const load = vi.fn(async () => {
    if (!network.up) throw fetchFailure();
    return { default: Page };
  });
  return { load, LazyPage: lazyRetrying(load) };
}

function renderInBoundary(ui: React.ReactNode) {
  return renderWithI18n(
    <FailureBoundary>
      <Suspense fallback={<p>Loading</p>}>{ui}</Suspense>
    </FailureBoundary>,
  );
}

describe('FailureBoundary and lazyRetrying', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders a lazy page that loads, with its props', async () => {
    const { LazyPage } = pageBehind({ up: true });
    renderInBoundary(<LazyPage name="Shops" />);
    expect(await screen.findByRole('heading', { name: 'Shops' })).toBeVisible();
  });

  it('says the shop could not be reached when a page’s code fails to load, and loads it on Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const network = { up: false };
    const { load, LazyPage } = pageBehind(network);
    const { user } = renderInBoundary(<LazyPage name="Shops" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_REACHED);
    expect(screen.queryByRole('heading')).toBeNull();
    const triesWhileDown = load.mock.calls.length;

    network.up = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Shops' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    // React keeps a lazy component's failure; a fresh load is what made the page appear.
    expect(load.mock.calls.length).toBe(triesWhileDown + 1);
  });

  it('offers Try again as often as the load keeps failing while offline', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const network = { up: false };
    const { LazyPage } = pageBehind(network);
    const { user } = renderInBoundary(<LazyPage name="Shops" />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_REACHED);
    network.up = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Shops' })).toBeVisible();
  });

  it('says something went wrong when a part fails to render for another reason', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function Fragile() {
      if (broken) throw new Error('a bug');
      return <p>Recovered</p>;
    }
    const { user } = renderInBoundary(<Fragile />);
    expect(await screen.findByRole('alert')).toHaveTextContent(WENT_WRONG);
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Recovered')).toBeVisible();
  });

  it('shows its message as the page’s main content when it holds the whole app', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { LazyPage } = pageBehind({ up: false });
    renderWithI18n(
      <FailureBoundary fullPage>
        <Suspense fallback={null}>
          <LazyPage name="Shops" />
        </Suspense>
      </FailureBoundary>,
    );
    expect(await screen.findByRole('main')).toHaveTextContent(NOT_REACHED);
  });
});

describe('code-load failures', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are told apart from other errors, in each browser’s words', () => {
    expect(isCodeLoadFailure(fetchFailure())).toBe(true);
    expect(isCodeLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isCodeLoadFailure(new TypeError('error loading dynamically imported module: /a.js'))).toBe(true);
    expect(isCodeLoadFailure(new Error('Unable to preload CSS for /build/assets/a.css'))).toBe(true);
    expect(isCodeLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('call for a reload after a failed retry only while the browser is online', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(shouldReloadAfterFailedRetry(fetchFailure())).toBe(true);
    expect(shouldReloadAfterFailedRetry(new Error('a bug'))).toBe(false);
    online.mockReturnValue(false);
    expect(shouldReloadAfterFailedRetry(fetchFailure())).toBe(false);
  });
});
