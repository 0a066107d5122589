// The back office's calls on an order's carrier label (decision 104): each answers the server's French message.
import { api, call } from "./api-client";

const one = api.admin.orders[":reference"];
const param = (reference: string) => ({ param: { reference } });
const FAILED = "L'opération n'a pas abouti : réessayez.";

export const shippingLabelClient = {
  create: (reference: string, weightGrams: number) =>
    call(one.label.$post({ ...param(reference), json: { weight_grams: weightGrams } }), FAILED),
  cancel: (reference: string) => call(one.label.cancel.$post(param(reference)), FAILED),
  /** The simulated carrier's next tracking event (decision 106, later). */
  advance: (reference: string) => call(one.label.advance.$post(param(reference)), FAILED),
};

/** The label's PDF, for a link (a download, not a call). */
export const labelPdfHref = (reference: string) => `/api/admin/orders/${encodeURIComponent(reference)}/label.pdf`;
