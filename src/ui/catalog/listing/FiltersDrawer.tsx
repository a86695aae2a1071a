import { Trans, useLingui } from '@lingui/react/macro';
import { activeFilterCount } from '../../../../common/listing-url';
import { Badge } from '../../kit/Badge';
import { Button } from '../../kit/Button';
import { DialogTrigger } from '../../kit/Dialog';
import { Drawer } from '../../kit/Drawer';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';

/** Small screens: a "Filters" button opening the filter panel in a drawer. */
export function FiltersDrawer(props: FilterPanelProps) {
  const { t } = useLingui();
  const active = activeFilterCount(props.state, props.scope);
  return (
    <DialogTrigger>
      <Button variant="secondary">
        <Trans>Filters</Trans> <Badge count={active} tone="primary" label={t`${active} chosen`} />
      </Button>
      <Drawer title={t`Filters`}>
        {({ close }) => (
          <>
            <FilterPanel {...props} />
            <Button onPress={close}>
              <Trans>Show results</Trans>
            </Button>
          </>
        )}
      </Drawer>
    </DialogTrigger>
  );
}
