import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSessionSelector } from '../../app/session/SessionProvider';
import { selectAddresses } from '../../machines/session/session.selectors';
import { AddressDetails } from '../address/AddressDetails';
import { AddressFormDialog } from '../address/AddressFormDialog';
import { Button } from '../kit/Button';
import { Dialog, Modal } from '../kit/Dialog';
import { Radio, RadioGroup } from '../kit/RadioGroup';

export interface ChangeAddressDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The address the order ships to now; it is the one chosen when the dialog opens. */
  selectedId: number | null;
  /** 'Use this address' with the chosen one. */
  onSelect: (id: number) => void;
}

/**
 * The change-address modal (docs/requirements.md §2): the shopper's addresses to choose from, and 'Add New Address',
 * whose new address becomes the choice once saved.
 */
export function ChangeAddressDialog({ isOpen, onOpenChange, selectedId, onSelect }: ChangeAddressDialogProps) {
  const { t } = useLingui();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog title={t`Change Address`}>
        {({ close }) => (
          // Mounted with each opening, so the choice starts from the current address.
          <AddressChoice
            initialId={selectedId}
            onUse={(id) => {
              onSelect(id);
              close();
            }}
          />
        )}
      </Dialog>
    </Modal>
  );
}

function AddressChoice({ initialId, onUse }: { initialId: number | null; onUse: (id: number) => void }) {
  const { t } = useLingui();
  const addresses = useSessionSelector(selectAddresses);
  const [chosenId, setChosenId] = useState(initialId);
  const [isAdding, setAdding] = useState(false);
  const chosen = addresses.find((address) => address.id === chosenId);

  return (
    <div className="mt-4 flex flex-col gap-4">
      {addresses.length > 0 ? (
        <RadioGroup
          label={t`Your addresses`}
          value={chosenId === null ? null : String(chosenId)}
          onChange={(value) => setChosenId(Number(value))}
        >
          {addresses.map((address) => (
            <Radio
              key={address.id}
              value={String(address.id)}
              // Opening the dialog puts the keyboard on the current address, ready for the arrows.
              autoFocus={address.id === initialId}
              className="items-start rounded-lg border border-gray-300 p-3 selected:border-primary-600 selected:bg-primary-50"
            >
              <AddressDetails address={address} />
            </Radio>
          ))}
        </RadioGroup>
      ) : (
        <p className="text-gray-700">
          <Trans>You have no saved address yet.</Trans>
        </p>
      )}
      <div className="flex flex-wrap justify-between gap-3">
        <Button variant="secondary" onPress={() => setAdding(true)}>
          <Trans>Add New Address</Trans>
        </Button>
        <Button isDisabled={!chosen} onPress={() => chosen && onUse(chosen.id)}>
          <Trans>Use this address</Trans>
        </Button>
      </div>
      <AddressFormDialog isOpen={isAdding} onOpenChange={setAdding} onSaved={(saved) => setChosenId(saved.id)} />
    </div>
  );
}
