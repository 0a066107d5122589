import { useState } from "react";
import type { AddressErrors, AddressField } from "#core/checkout";
import { validateShippingAddress } from "#core/delivery-address";
import { checkGiftMessage } from "#core/gift";
import { emptyAddress } from "#app/components/delivery-fields";
import type { GiftRequest } from "#app/lib/checkout";

/**
 * The checkout's « C'est un cadeau » (decision 112): the card, the wrapping at the shop's price (null: not offered),
 * another recipient. `request()` checks them like the server and gives what the order sends, or shows the errors.
 */
export function useGiftOptions(wrappingPriceCents: number | null) {
  const [isGift, setGift] = useState(false);
  const [message, setMessage] = useState("");
  const [wrapping, setWrapping] = useState(false);
  const [elsewhere, setElsewhere] = useState(false);
  const [recipient, setRecipient] = useState<Record<AddressField, string>>(() => emptyAddress());
  const [errors, setErrors] = useState<{ message?: string; recipient: AddressErrors }>({ recipient: {} });
  const wrappingCents = isGift && wrapping && wrappingPriceCents ? wrappingPriceCents : 0;

  /** What the order sends, null when it is not a gift; undefined when a field is refused (its error shown). */
  const request = (buyerEmail: string): GiftRequest | null | undefined => {
    if (!isGift) return null;
    const card = checkGiftMessage(message);
    const address = elsewhere ? validateShippingAddress({ ...recipient, email: buyerEmail }) : null;
    const recipientErrors = address && !address.ok ? address.errors : {};
    setErrors({ message: card.ok ? undefined : card.error, recipient: recipientErrors });
    if (!card.ok || (address && !address.ok)) return undefined;
    const to = address?.ok ? (({ email: _email, ...rest }) => rest)(address.address) : null;
    return {
      message: card.message,
      wrapping: wrappingCents > 0,
      ...(wrappingCents > 0 ? { wrapping_cents: wrappingCents } : {}),
      ...(to ? { recipient: to } : {}),
    };
  };

  return {
    wrappingCents,
    request,
    props: {
      isGift,
      onGift: setGift,
      message,
      onMessage: (value: string) => {
        setMessage(value);
        setErrors((e) => ({ ...e, message: undefined }));
      },
      wrapping,
      onWrapping: setWrapping,
      wrappingPriceCents,
      elsewhere,
      onElsewhere: setElsewhere,
      recipient,
      onRecipient: (field: AddressField, value: string) => {
        setRecipient((current) => ({ ...current, [field]: value }));
        setErrors((e) => ({ ...e, recipient: { ...e.recipient, [field]: undefined } }));
      },
      errors,
    },
  };
}
