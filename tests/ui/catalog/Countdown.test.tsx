import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, timeLeft } from '../../../src/ui/catalog/Countdown';
import { renderWithI18n } from '../kit/renderWithI18n';

const NOW = Date.parse('2025-06-06T12:00:00Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('timeLeft', () => {
  it('splits the time into days, hours, minutes and seconds', () => {
    expect(timeLeft(NOW + 2 * DAY + 3 * HOUR + 4 * MINUTE + 5 * SECOND + 999, NOW)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
  });

  it('is zero once the moment has passed', () => {
    expect(timeLeft(NOW - 5000, NOW)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('Countdown', () => {
  it('shows the days, hours, minutes and seconds left after its label, as a timer named by it', () => {
    renderWithI18n(
      <Countdown to={at(2 * DAY + 3 * HOUR + 4 * MINUTE + 5 * SECOND)} label="Ends in" endedText="Sale over" />,
    );
    const timer = screen.getByRole('timer', { name: 'Ends in' });
    expect(timer).toHaveTextContent('02 days 03 hours 04 minutes 05 seconds');
  });

  it('says one of a unit in the singular', () => {
    renderWithI18n(<Countdown to={at(DAY + HOUR + MINUTE + SECOND)} label="Ends in" endedText="Sale over" />);
    expect(screen.getByRole('timer')).toHaveTextContent('01 day 01 hour 01 minute 01 second');
  });

  it('ticks every second without being a live region', () => {
    renderWithI18n(<Countdown to={at(MINUTE + 2 * SECOND)} label="Ends in" endedText="Sale over" />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('01 minute 02 seconds');
    act(() => vi.advanceTimersByTime(SECOND));
    expect(timer).toHaveTextContent('01 minute 01 second');
    act(() => vi.advanceTimersByTime(2 * SECOND));
    expect(timer).toHaveTextContent('00 minutes 59 seconds');
    // A timer is polite-off by role; nothing in it asks to be announced.
    expect(timer).not.toHaveAttribute('aria-live');
    expect(timer.querySelector('[aria-live]')).toBeNull();
  });

  it('shows the ended text and calls onEnd once the time is up', () => {
    const onEnd = vi.fn();
    renderWithI18n(<Countdown to={at(2 * SECOND)} label="Ends in" endedText="Sale over" onEnd={onEnd} />);
    expect(onEnd).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2 * SECOND));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('Sale over')).toBeInTheDocument();
    expect(onEnd).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(10 * SECOND));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('shows the ended text at once for a moment already past', () => {
    const onEnd = vi.fn();
    renderWithI18n(<Countdown to={at(-HOUR)} label="Ends in" endedText="Sale over" onEnd={onEnd} />);
    expect(screen.getByText('Sale over')).toBeInTheDocument();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('stops changing while paused, and shows the time left again once resumed', () => {
    renderWithI18n(<Countdown to={at(HOUR)} label="Ends in" endedText="Sale over" />);
    const timer = screen.getByRole('timer', { name: 'Ends in' });
    fireEvent.click(screen.getByRole('button', { name: 'Pause countdown' }));
    const paused = timer.textContent;
    act(() => vi.advanceTimersByTime(5 * SECOND));
    expect(timer.textContent).toBe(paused);

    fireEvent.click(screen.getByRole('button', { name: 'Resume countdown' }));
    expect(timer).not.toHaveTextContent(paused ?? '');
    expect(screen.getByRole('button', { name: 'Pause countdown' })).toBeInTheDocument();
  });

  it('still ends while paused', () => {
    renderWithI18n(<Countdown to={at(3 * SECOND)} label="Ends in" endedText="Sale over" />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause countdown' }));
    act(() => vi.advanceTimersByTime(5 * SECOND));
    expect(screen.getByText('Sale over')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /countdown/ })).not.toBeInTheDocument();
  });

  it('counts whole minutes, without seconds, for a shopper who asks for less motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    try {
      renderWithI18n(<Countdown to={at(2 * MINUTE + 30 * SECOND)} label="Ends in" endedText="Sale over" />);
      const timer = screen.getByRole('timer');
      expect(timer).toHaveTextContent('02 minutes');
      expect(timer).not.toHaveTextContent('second');
      act(() => vi.advanceTimersByTime(20 * SECOND));
      expect(timer).toHaveTextContent('02 minutes');
      act(() => vi.advanceTimersByTime(20 * SECOND));
      expect(timer).toHaveTextContent('01 minute');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
