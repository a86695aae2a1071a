import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { codeOnIntent } from '../../../src/lib/code-on-intent';
import { Button } from '../../../src/ui/kit/Button';
import { IntentLoaded } from '../../../src/ui/kit/IntentLoaded';
import { renderWithI18n } from './renderWithI18n';

/** A control that opens a list from its button, as the loaded code draws it. */
function Disclosure() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button aria-expanded={isOpen} aria-describedby="sort-help" onPress={() => setOpen(!isOpen)}>
        Sort
      </Button>
      <span id="sort-help" hidden>
        Changes the order
      </span>
      {isOpen && <ul aria-label="Sort orders" />}
    </>
  );
}

/** Code that comes when `arrive` is called (or fails with `fail`). */
function deferredCode() {
  let arrive: () => void = () => undefined;
  let fail: () => void = () => undefined;
  const fetch = vi.fn(
    () =>
      new Promise<{ Disclosure: typeof Disclosure }>((resolve, reject) => {
        arrive = () => resolve({ Disclosure });
        fail = () => reject(new Error('Failed to fetch dynamically imported module'));
      }),
  );
  return { code: codeOnIntent(fetch), fetch, arrive: () => act(arrive), fail: () => act(fail) };
}

function renderControl(code: ReturnType<typeof deferredCode>['code'], onLoadFailed = vi.fn()) {
  return renderWithI18n(
    <>
      <IntentLoaded
        code={code}
        standIn={(intent) => (
          <Button {...intent} aria-expanded={false}>
            Sort
          </Button>
        )}
        onLoadFailed={onLoadFailed}
      >
        {(loaded) => <loaded.Disclosure />}
      </IntentLoaded>
      <Button>Elsewhere</Button>
    </>,
  );
}

const sortButton = () => screen.getByRole('button', { name: /^Sort/ });

describe('IntentLoaded', () => {
  it('fetches nothing until the pointer comes over the trigger', async () => {
    const { code, fetch, arrive } = deferredCode();
    const { user } = renderControl(code);
    expect(fetch).not.toHaveBeenCalled();
    await user.hover(sortButton());
    expect(fetch).toHaveBeenCalledOnce();
    expect(sortButton()).not.toHaveAccessibleDescription();
    await arrive();
    expect(sortButton()).toHaveAccessibleDescription('Changes the order');
    expect(sortButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the focus on the trigger when the control takes the place of a focused stand-in', async () => {
    const { code, fetch, arrive } = deferredCode();
    const { user } = renderControl(code);
    await user.tab();
    expect(fetch).toHaveBeenCalledOnce();
    await arrive();
    expect(sortButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('list', { name: 'Sort orders' })).toBeInTheDocument();
  });

  it('does not take the focus back once it has moved on', async () => {
    const { code, arrive } = deferredCode();
    const { user } = renderControl(code);
    await user.tab();
    await user.tab();
    await arrive();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('says it is busy when pressed before the code came, then opens the control', async () => {
    const { code, arrive } = deferredCode();
    const { user } = renderControl(code);
    await user.click(sortButton());
    expect(sortButton()).toHaveAccessibleName('Sort Loading');
    await arrive();
    expect(await screen.findByRole('list', { name: 'Sort orders' })).toBeInTheDocument();
    expect(sortButton()).toHaveFocus();
  });

  it('opens the control for an opening arrow key given before the code came', async () => {
    const { code, arrive } = deferredCode();
    const { user } = renderControl(code);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await arrive();
    expect(await screen.findByRole('list', { name: 'Sort orders' })).toBeInTheDocument();
  });

  it('waits for a press under way to end before the control takes its place', async () => {
    const { code, arrive } = deferredCode();
    renderControl(code);
    const standIn = sortButton();
    fireEvent.pointerDown(standIn, { pointerType: 'touch', pointerId: 1, button: 0 });
    await arrive();
    expect(sortButton()).toBe(standIn);
    expect(sortButton()).not.toHaveAccessibleDescription();
    fireEvent.pointerUp(standIn, { pointerType: 'touch', pointerId: 1, button: 0 });
    fireEvent.click(standIn, { detail: 1 });
    await waitFor(() => expect(screen.getByRole('list', { name: 'Sort orders' })).toBeInTheDocument());
  });

  it('says so when a press cannot be answered, and tries again on the next', async () => {
    const { code, fetch, fail, arrive } = deferredCode();
    const onLoadFailed = vi.fn();
    const { user } = renderControl(code, onLoadFailed);
    await user.click(sortButton());
    await fail();
    expect(onLoadFailed).toHaveBeenCalledOnce();
    expect(sortButton()).toHaveAccessibleName('Sort');

    await user.click(sortButton());
    expect(fetch).toHaveBeenCalledTimes(2);
    await arrive();
    expect(await screen.findByRole('list', { name: 'Sort orders' })).toBeInTheDocument();
  });

  it('draws the control at once when its code is already here', async () => {
    const { code, arrive } = deferredCode();
    const loading = code.load();
    await arrive();
    await loading;
    renderControl(code);
    expect(sortButton()).toHaveAccessibleDescription('Changes the order');
  });
});
