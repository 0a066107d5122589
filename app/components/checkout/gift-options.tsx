import { GIFT_MESSAGE_MAX, giftMessageLength } from "#core/gift";
import { formatEuros } from "#core/money";
import type { AddressErrors, AddressField } from "#core/checkout";
import { DeliveryFields } from "#app/components/delivery-fields";
import { TextAreaField } from "#app/components/form-field";
import { CardSection } from "#app/components/ui/card";
import { Checkbox } from "#app/components/ui/checkbox";

export const giftFieldId = (name: string) => `checkout-gift-${name}`;

/**
 * « C'est un cadeau » (decision 112): the box reveals the card, the wrapping and another recipient. The checkout
 * itself needs the browser's basket (it renders once hydrated); the server reads the gift's fields whatever showed
 * them, and checks them again.
 */
export function GiftOptions({
  isGift,
  onGift,
  message,
  onMessage,
  wrapping,
  onWrapping,
  wrappingPriceCents,
  elsewhere,
  onElsewhere,
  recipient,
  onRecipient,
  errors,
}: {
  isGift: boolean;
  onGift: (value: boolean) => void;
  message: string;
  onMessage: (value: string) => void;
  wrapping: boolean;
  onWrapping: (value: boolean) => void;
  /** The shop's price (GIFT_WRAPPING_CENTS); null: not offered. */
  wrappingPriceCents: number | null;
  elsewhere: boolean;
  onElsewhere: (value: boolean) => void;
  recipient: Record<AddressField, string>;
  onRecipient: (field: AddressField, value: string) => void;
  errors: { message?: string; recipient: AddressErrors };
}) {
  const length = giftMessageLength(message);
  return (
    <CardSection id="checkout-cadeau" title="Cadeau">
      <Checkbox id={giftFieldId("is-gift")} name="gift" checked={isGift} onChange={(e) => onGift(e.target.checked)}>
        C&apos;est un cadeau
      </Checkbox>
      {isGift && (
        <div className="mt-2 space-y-4">
          <TextAreaField
            id={giftFieldId("message")}
            name="gift_message"
            label="Message de la carte (facultatif)"
            hint={`${length} / ${GIFT_MESSAGE_MAX} caractères — imprimé sur une carte glissée dans le colis.`}
            rows={4}
            value={message}
            onChange={(e) => onMessage(e.target.value)}
            error={errors.message}
          />
          {wrappingPriceCents !== null && (
            <Checkbox name="gift_wrapping" checked={wrapping} onChange={(e) => onWrapping(e.target.checked)}>
              Emballage cadeau (+{formatEuros(wrappingPriceCents)})
            </Checkbox>
          )}
          <div>
            <Checkbox
              id={giftFieldId("elsewhere")}
              name="gift_elsewhere"
              checked={elsewhere}
              onChange={(e) => onElsewhere(e.target.checked)}
            >
              Livrer à une autre adresse que la mienne
            </Checkbox>
            {elsewhere && (
              <fieldset>
                <legend className="mt-2 font-semibold">Destinataire du cadeau</legend>
                <p className="text-sm text-stone-700">
                  La facture reste à votre nom ; le colis part au destinataire, à domicile ou en express.
                </p>
                <DeliveryFields
                  values={recipient}
                  errors={errors.recipient}
                  onChange={onRecipient}
                  idOf={(field) => giftFieldId(`recipient-${field}`)}
                  withoutEmail
                />
              </fieldset>
            )}
          </div>
        </div>
      )}
    </CardSection>
  );
}
