import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { Schema } from '../../api/types';
import { Countdown } from '../catalog/Countdown';

/** A flash sale's clock: the time until it starts, then the time until it ends, then that it has ended. */
export function SaleCountdown({ sale }: { sale: Pick<Schema<'FlashSale'>, 'start_date' | 'end_date'> }) {
  const [hasStarted, setHasStarted] = useState(() => Date.parse(sale.start_date) <= Date.now());
  if (!hasStarted) {
    return (
      <Countdown
        key="start"
        to={sale.start_date}
        label={<Trans>Starts in</Trans>}
        endedText={<Trans>Starting now</Trans>}
        onEnd={() => setHasStarted(true)}
      />
    );
  }
  return (
    <Countdown
      key="end"
      to={sale.end_date}
      label={<Trans>Ends in</Trans>}
      endedText={
        <span className="font-medium text-red-700">
          <Trans>This sale has ended</Trans>
        </span>
      }
    />
  );
}
