import { type AddressField, type ShippingAddress, validateGuestEmail } from "#core/checkout";
import { validateShippingAddress } from "#core/delivery-address";
import { checkGiftMessage, GIFT_MESSAGES, type GiftSnapshot, recipientErrors } from "#core/gift";
import type { PickupPointSnapshot } from "#core/pickup-point";
import { DomainError } from "#server/lib/domain-error";
import type { User } from "#server/modules/accounts/service";
import type { DirectPurchaseId } from "#server/modules/catalog/direct-purchase";
import type { ShopContext } from "./context";
import { chosenPickupPoint } from "./pickup-points";
import { type PlacedOrder, placeOrder, type PlaceOrderInput } from "./place-order";

type AddressForm = Partial<Record<AddressField, unknown>>;

/** Who pays, and how: the same for card and crypto, basket or direct purchase. */
export interface Payer {
  user: User | null;
  clientAddress: string | null;
  paymentMethod: "card" | "crypto";
  provider: string;
  paymentMinutes: number;
  /** The payment session opened with the order, for a provider living in the shop's database (placeOrder). */
  openSessionIn?: PlaceOrderInput["openSessionIn"];
}

export interface BasketCheckout extends Payer {
  items: { id: string; quantity: number }[];
  shippingAddress: AddressForm;
  guestEmail?: string | null;
  promoCode: string | null;
  /** Home by default; a pickup point's id is only what the browser chose: the carrier is asked again. */
  delivery?: { method: "home" | "express" } | { method: "pickup"; pointId: string };
  /** The total the customer saw, if the page sent it: a different server total refuses the order. */
  expectedTotalCents: number | null;
  /** « C'est un cadeau » (decision 112): absent or null, not a gift. */
  gift?: GiftForm | null;
}

/** The gift's fields as sent: checked by checkedGift, the wrapping priced by placeOrder. */
export interface GiftForm {
  message?: unknown;
  wrapping?: boolean;
  /** The wrapping's price the page showed: another one is refused (409). */
  wrappingCents?: number | null;
  /** Another delivery address than the buyer's; absent or null: the buyer's. */
  recipient?: AddressForm | null;
}

export interface DirectPurchase extends Payer {
  packageId: DirectPurchaseId;
  /** Optional: without it the payment page collects the address (cards) or the order ships without one. */
  shippingAddress?: AddressForm | null;
  guestEmail?: string | null;
}

function checkedAddress(form: AddressForm): ShippingAddress {
  const checked = validateShippingAddress(form);
  if (!checked.ok) {
    const [field, message] = Object.entries(checked.errors)[0]!;
    throw new DomainError("invalid", message, { field, errors: checked.errors });
  }
  return checked.address;
}

function checkedGuestEmail(value: string): string {
  const problem = validateGuestEmail(value);
  if (problem) throw new DomainError("invalid", problem, { field: "guest_email", errors: { guest_email: problem } });
  return value.trim().toLowerCase();
}

/**
 * The gift as the order keeps it: the message bounded and without NUL, the recipient checked like the buyer's
 * address (the buyer's e-mail stands in for the one the recipient's form has not) and only for a home or express
 * delivery.
 */
function checkedGift(form: GiftForm, buyerEmail: string, delivery: BasketCheckout["delivery"]): GiftSnapshot {
  const message = checkGiftMessage(form.message);
  if (!message.ok) throw new DomainError("invalid", message.error, { field: "gift.message" });
  let recipient: GiftSnapshot["recipient"] = null;
  if (form.recipient) {
    if (delivery?.method === "pickup") {
      throw new DomainError("invalid", GIFT_MESSAGES.recipientPickup, { field: "delivery_method" });
    }
    const checked = validateShippingAddress({ ...form.recipient, email: buyerEmail });
    if (!checked.ok) {
      const errors = recipientErrors(checked.errors);
      const [field, text] = Object.entries(errors)[0]!;
      throw new DomainError("invalid", `Destinataire du cadeau : ${text}`, { field, errors });
    }
    const { email: _email, ...rest } = checked.address;
    recipient = rest;
  }
  return { message: message.message, wrapping: form.wrapping === true, recipient };
}

const account = (user: User | null) => (user ? { id: user.id, email: user.email } : null);

/**
 * The pickup point kept by the order: France only, and among the carrier's points for the delivery postal code,
 * asked here, before placeOrder's transaction (an external call never holds one open).
 */
async function checkedPickupPoint(
  ctx: ShopContext,
  delivery: BasketCheckout["delivery"],
  address: ShippingAddress,
): Promise<PickupPointSnapshot | null> {
  if (delivery?.method !== "pickup") return null;
  if (address.country !== "France") {
    throw new DomainError(
      "invalid",
      "Les points relais ne sont proposés qu'en France : choisissez la livraison à domicile.",
      {
        field: "delivery_method",
      },
    );
  }
  if (!delivery.pointId) {
    throw new DomainError("invalid", "Choisissez un point relais dans la liste.", { field: "pickup_point_id" });
  }
  return chosenPickupPoint(ctx, address.postalCode, delivery.pointId);
}

/**
 * A basket checkout (card or crypto): the delivery form and guest e-mail checked (core/checkout), the pickup point
 * asked of the carrier, then placed.
 */
export async function placeBasketOrder(ctx: ShopContext, input: BasketCheckout): Promise<PlacedOrder> {
  const address = checkedAddress(input.shippingAddress);
  const email = input.user ? input.user.email : checkedGuestEmail(input.guestEmail ?? address.email);
  const gift = input.gift ? checkedGift(input.gift, email, input.delivery) : null;
  const pickupPoint = await checkedPickupPoint(ctx, input.delivery, address);
  return placeOrder(ctx, {
    gift,
    expectedWrappingCents: input.gift?.wrappingCents ?? null,
    deliveryMethod: input.delivery?.method ?? "home",
    pickupPoint,
    lines: input.items.map(({ id, quantity }) => ({ id, quantity })),
    promoCode: input.promoCode,
    address,
    email,
    user: account(input.user),
    paymentMethod: input.paymentMethod,
    provider: input.provider,
    expectedTotalCents: input.expectedTotalCents,
    paymentMinutes: input.paymentMinutes,
    clientAddress: input.clientAddress,
    openSessionIn: input.openSessionIn,
  });
}

/** One package bought directly (/paiement, the crypto page's packages): named and delivered free by placeOrder. */
export function placeDirectPurchase(ctx: ShopContext, input: DirectPurchase): Promise<PlacedOrder> {
  const address = input.shippingAddress ? checkedAddress(input.shippingAddress) : null;
  let email = input.user?.email ?? null;
  if (!input.user) {
    const guest = (input.guestEmail ?? address?.email ?? "").trim();
    if (guest) email = checkedGuestEmail(guest);
  }
  return placeOrder(ctx, {
    lines: [{ id: input.packageId, quantity: 1 }],
    promoCode: null,
    address,
    email,
    user: account(input.user),
    paymentMethod: input.paymentMethod,
    provider: input.provider,
    paymentMinutes: input.paymentMinutes,
    directPurchase: true,
    clientAddress: input.clientAddress,
    openSessionIn: input.openSessionIn,
  });
}
