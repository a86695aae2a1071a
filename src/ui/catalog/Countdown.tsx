import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Fragment, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../kit/Button';
import { useMediaQuery } from '../layout/use-media-query';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds from `now` to `end` (all 0 once it has passed). */
export function timeLeft(end: number, now: number): TimeLeft {
  const ms = Math.max(0, end - now);
  return {
    days: Math.floor(ms / DAY),
    hours: Math.floor((ms % DAY) / HOUR),
    minutes: Math.floor((ms % HOUR) / MINUTE),
    seconds: Math.floor((ms % MINUTE) / SECOND),
  };
}

export interface CountdownProps {
  /** When it ends: an ISO date-time. */
  to: string;
  /** What the time is until, shown before it: "Ends in". */
  label: ReactNode;
  /** Shown instead once the time has passed: "This sale has ended". */
  endedText: ReactNode;
  /** Called once the time has passed (also when it had already passed). */
  onEnd?: () => void;
  className?: string;
}

/**
 * Days, hours, minutes and seconds to a moment, ticking every second. It is a `timer`, which is not a live
 * region: a screen reader reads it when it reaches it, instead of hearing every second. A shopper can pause it
 * (moving text that cannot be stopped distracts); paused, it still ends on time. With less motion asked for, it
 * shows whole minutes, which change once a minute.
 */
export function Countdown({ to, label, endedText, onEnd, className = '' }: CountdownProps) {
  const { t, i18n } = useLingui();
  const labelId = useId();
  const end = Date.parse(to);
  const [now, setNow] = useState(() => Date.now());
  const [isPaused, setPaused] = useState(false);
  const isMinutesOnly = useMediaQuery('(prefers-reduced-motion: reduce)', false);
  const isOver = !(end > now);

  useEffect(() => {
    if (isOver) return;
    if (isPaused) {
      const timer = setTimeout(() => setNow(Date.now()), Math.max(0, end - Date.now()));
      return () => clearTimeout(timer);
    }
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), SECOND);
    return () => clearInterval(timer);
  }, [isOver, isPaused, end]);

  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;
  useEffect(() => {
    if (isOver) onEndRef.current?.();
  }, [isOver]);

  if (isOver) return <p className={className}>{endedText}</p>;

  const left = timeLeft(end, now);
  const units = [
    { key: 'days', value: left.days, name: t`${plural(left.days, { one: 'day', other: 'days' })}` },
    { key: 'hours', value: left.hours, name: t`${plural(left.hours, { one: 'hour', other: 'hours' })}` },
    { key: 'minutes', value: left.minutes, name: t`${plural(left.minutes, { one: 'minute', other: 'minutes' })}` },
    { key: 'seconds', value: left.seconds, name: t`${plural(left.seconds, { one: 'second', other: 'seconds' })}` },
  ].filter((unit) => !(isMinutesOnly && unit.key === 'seconds'));
  return (
    <div className={`flex flex-wrap items-center gap-x-3 gap-y-1 ${className}`}>
      <span id={labelId} className="font-medium">
        {label}
      </span>
      <span role="timer" aria-labelledby={labelId} className="flex gap-1.5">
        {units.map((unit, index) => (
          <Fragment key={unit.key}>
            {/* Spaces between the boxes, so the text reads as words ("02 days 03 hours"). */}
            {index > 0 && ' '}
            <span className="flex min-w-12 flex-col items-center rounded-md bg-gray-900 px-1.5 py-1 text-white">
              <span className="font-semibold text-lg tabular-nums leading-tight">
                {i18n.number(unit.value, { minimumIntegerDigits: 2 })}
              </span>{' '}
              <span className="text-xs leading-tight">{unit.name}</span>
            </span>
          </Fragment>
        ))}
      </span>
      <Button variant="secondary" size="sm" onPress={() => setPaused((paused) => !paused)}>
        {isPaused ? t`Resume countdown` : t`Pause countdown`}
      </Button>
    </div>
  );
}
