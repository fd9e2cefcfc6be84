import { useState } from 'react';
import { History, Trash2 } from 'lucide-react';
import {
  deleteAddress,
  getErrorMessage,
  isApiError,
  setDefaultAddress,
  type Address,
} from '@grocery/shared-api';
import { Badge, Button, ConfirmDialog, Dialog, notify } from '@grocery/shared-ui';

export const ORDER_ADDRESS_REFUSAL =
  'This address comes from a previous order and cannot be deleted.';
export const NEW_ADDRESS = 'new';

export interface SavedAddressesProps {
  addresses: Address[];
  selectedId: string;
  onSelect: (id: string) => void;
  onDeleted: (id: string) => void;
  onDefaultChanged: (id: string) => void;
}

const nameOf = (a: Address) => `${a.firstName} ${a.lastName}`;

/** The shopper's addresses as a choice; the order goes to the one picked, or to a new one. */
export function SavedAddresses({
  addresses,
  selectedId,
  onSelect,
  onDeleted,
  onDefaultChanged,
}: SavedAddressesProps) {
  const [confirming, setConfirming] = useState<Address | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const askDelete = (address: Address) => {
    if (address.source === 'order') setRefusal(ORDER_ADDRESS_REFUSAL);
    else setConfirming(address);
  };

  const makeDefault = async (address: Address) => {
    try {
      onDefaultChanged((await setDefaultAddress(address.id)).id);
    } catch (error) {
      notify.error(getErrorMessage(error, 'Failed to set default address'));
    }
  };

  const confirmDelete = async () => {
    if (!confirming) return;
    setDeleting(true);
    try {
      onDeleted(await deleteAddress(confirming.id));
    } catch (error) {
      if (isApiError(error) && error.status === 409) setRefusal(error.message);
      else notify.error(getErrorMessage(error, 'Failed to delete address'));
    } finally {
      setDeleting(false);
      setConfirming(null);
    }
  };

  return (
    <fieldset className="sf-addresses">
      <legend className="sf-checkout__legend">Saved addresses</legend>
      <ul className="sf-addresses__list">
        {addresses.map((address) => (
          <li key={address.id} className="sf-address" data-selected={address.id === selectedId}>
            <label className="sf-address__choice">
              <input
                type="radio"
                name="saved-address"
                value={address.id}
                checked={address.id === selectedId}
                onChange={() => onSelect(address.id)}
              />
              <span className="sf-address__text">
                <span className="sf-address__name">
                  {nameOf(address)}
                  {address.isDefault && (
                    <Badge size="sm" variant="success">
                      Default
                    </Badge>
                  )}
                  {address.source === 'order' && (
                    <Badge size="sm" icon={<History size={12} />}>
                      From a past order
                    </Badge>
                  )}
                </span>
                <span>{address.address}</span>
                <span>
                  {address.city}, {address.state} {address.zipCode}
                </span>
              </span>
            </label>
            <Button
              variant="ghost"
              size="sm"
              iconOnly
              icon={<Trash2 size={16} />}
              aria-label={`Delete address ${nameOf(address)}, ${address.address}`}
              onClick={() => askDelete(address)}
            />
            {address.source === 'saved' && !address.isDefault && (
              <div className="sf-address__extra">
                <Button
                  variant="link"
                  size="sm"
                  aria-label={`Make ${nameOf(address)}, ${address.address} the default address`}
                  onClick={() => makeDefault(address)}
                >
                  Make default
                </Button>
              </div>
            )}
          </li>
        ))}
        <li className="sf-address" data-selected={selectedId === NEW_ADDRESS}>
          <label className="sf-address__choice">
            <input
              type="radio"
              name="saved-address"
              value={NEW_ADDRESS}
              checked={selectedId === NEW_ADDRESS}
              onChange={() => onSelect(NEW_ADDRESS)}
            />
            <span className="sf-address__name">Use a new address</span>
          </label>
        </li>
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        title="Delete address"
        message="Are you sure you want to delete this address?"
        confirmLabel="Delete"
        tone="danger"
        loading={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(null)}
      />
      <Dialog
        open={refusal !== null}
        onClose={() => setRefusal(null)}
        role="alertdialog"
        size="sm"
        title="Address cannot be deleted"
        description={refusal}
        footer={<Button onClick={() => setRefusal(null)}>OK</Button>}
      />
    </fieldset>
  );
}
