import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-hot-toast/headless';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../src/app/notify';
import { LiveAnnouncer } from '../../../src/ui/common/LiveAnnouncer';
import { AppToaster } from '../../../src/ui/toasts/AppToaster';

function renderToaster(direction: 'ltr' | 'rtl' = 'ltr') {
  render(
    <I18nProvider i18n={i18n}>
      <LiveAnnouncer />
      <AppToaster direction={direction} />
    </I18nProvider>,
  );
}

/** The page's live regions, where a screen reader hears the toasts. */
const liveRegion = (politeness: 'polite' | 'assertive') =>
  document.querySelector(`[aria-live="${politeness}"]`) as HTMLElement;

/** The toasts' region: fixed at the bottom of the page's start edge (left, or right on a right-to-left page). */
const region = () => screen.getByRole('region', { name: 'Notifications' });

beforeEach(() => {
  // react-hot-toast asks for prefers-reduced-motion, which jsdom does not implement.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
});

afterEach(() => {
  act(() => toast.remove());
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('AppToaster', () => {
  it('shows toasts at the bottom of the start edge: bottom left for a left-to-right language', () => {
    renderToaster('ltr');
    act(() => void notify.info('Saved'));
    expect(region()).toHaveClass('fixed', 'bottom-4', 'start-4');
    expect(region()).toContainElement(within(region()).getByText('Saved'));
    expect(within(region()).getByRole('listitem')).toHaveAttribute('dir', 'ltr');
  });

  it('shows toasts at the bottom right for a right-to-left language, with the text right to left', () => {
    renderToaster('rtl');
    act(() => void notify.info('تم الحفظ'));
    // `start` is the right edge once the page is right to left.
    expect(region()).toHaveClass('fixed', 'bottom-4', 'start-4');
    expect(within(region()).getByRole('listitem')).toHaveAttribute('dir', 'rtl');
  });

  it('announces ordinary toasts politely and errors assertively, through regions that were there before', () => {
    renderToaster();
    const [polite, assertive] = [liveRegion('polite'), liveRegion('assertive')];
    expect(polite).toBeEmptyDOMElement();
    expect(assertive).toBeEmptyDOMElement();
    act(() => {
      notify.success('Profile updated');
      notify.error('Network error');
    });
    expect(liveRegion('polite')).toBe(polite);
    expect(polite).toHaveTextContent('Profile updated');
    expect(liveRegion('assertive')).toBe(assertive);
    expect(assertive).toHaveTextContent('Network error');
    // The toasts themselves are no live regions: each would be created with its text, and be heard twice.
    expect(within(region()).queryByRole('status')).not.toBeInTheDocument();
    expect(within(region()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps at most 20 toasts: the 21st drops the oldest', () => {
    renderToaster();
    act(() => {
      for (let n = 1; n <= 21; n++) notify.info(`Toast ${n}`);
    });
    expect(within(region()).getAllByRole('listitem')).toHaveLength(20);
    expect(within(region()).queryByText('Toast 1')).not.toBeInTheDocument();
    expect(within(region()).getByText('Toast 2')).toBeInTheDocument();
    expect(within(region()).getByText('Toast 21')).toBeInTheDocument();
  });

  it('dismisses a toast after 5 seconds by default, but keeps a loading toast', () => {
    vi.useFakeTimers();
    renderToaster();
    act(() => {
      notify.info('Saved');
      toast.loading('Uploading');
    });
    const saved = () => within(region()).queryByText('Saved');
    act(() => vi.advanceTimersByTime(4999));
    expect(saved()?.closest('[aria-hidden]')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(saved()?.closest('[aria-hidden]')).toHaveAttribute('aria-hidden', 'true');
    act(() => vi.advanceTimersByTime(60_000));
    expect(saved()).not.toBeInTheDocument();
    expect(within(region()).getByRole('listitem')).toHaveTextContent('Uploading');
  });

  it('closes with the Dismiss notification button', async () => {
    const user = userEvent.setup();
    renderToaster();
    act(() => void notify.warning('Only 2 left in stock'));
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(within(region()).queryByRole('listitem')).not.toBeInTheDocument();
  });

  describe('drag to dismiss', () => {
    const drag = async (distance: number) => {
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 300, 48));
      const user = userEvent.setup();
      renderToaster();
      act(() => void notify.info('Saved'));
      const message = within(region()).getByText('Saved');
      await user.pointer([
        { keys: '[MouseLeft>]', target: message, coords: { clientX: 100 } },
        { target: message, coords: { clientX: 100 + distance } },
        { keys: '[/MouseLeft]', target: message, coords: { clientX: 100 + distance } },
      ]);
    };

    it('dismisses a toast dragged past 60 % of its width', async () => {
      await drag(180);
      expect(within(region()).queryByRole('listitem')).not.toBeInTheDocument();
    });

    it('dismisses a toast dragged the other way too', async () => {
      await drag(-200);
      expect(within(region()).queryByRole('listitem')).not.toBeInTheDocument();
    });

    it('keeps a toast dragged less than 60 % of its width', async () => {
      await drag(170);
      expect(within(region()).getByRole('listitem')).toHaveTextContent('Saved');
    });
  });
});
