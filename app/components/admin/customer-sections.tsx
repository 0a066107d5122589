import type { ReactNode } from "react";
import { Link } from "react-router";
import { eurosToCents, formatEuros, formatEurosInText } from "#core/money";
import { dateFr, dateTimeFr, orderPath, orderStateLabel } from "./format";
import { Panel } from "./panel";
import { ScrollTable, tdClass } from "./scroll-table";
import { countOf } from "#core/french-plural";

export interface CustomerDetailsView {
  email: string;
  verified: boolean;
  role: "customer" | "admin";
  createdAt: string;
  lastLogin: string | null;
  orders: number;
  spentCents: number;
}

/** The account's facts, as a description list. */
export function CustomerDetails({ user }: { user: CustomerDetailsView }) {
  const rows: [string, ReactNode][] = [
    ["E-mail", user.email],
    ["Adresse vérifiée", user.verified ? "Oui" : "Non"],
    ["Rôle", user.role === "admin" ? "Administrateur" : "Client"],
    ["Compte créé le", dateTimeFr.format(new Date(user.createdAt))],
    ["Dernière connexion", user.lastLogin ? dateTimeFr.format(new Date(user.lastLogin)) : "Jamais"],
    ["Commandes payées", user.orders],
    ["Total dépensé", formatEuros(user.spentCents)],
  ];
  return (
    <Panel id="fiche" title="Fiche">
      <dl className="mt-4 grid gap-x-6 sm:grid-cols-[max-content_1fr] sm:gap-y-2">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-stone-700">{label}</dt>
            <dd className="mb-2 break-words sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

export interface CustomerOrderView {
  reference: string;
  createdAt: string;
  status: string;
  fulfilment: string | null;
  totalCents: number;
  refundedCents: number;
  asGuest: boolean;
  testMode: boolean;
}

/** The customer's orders, newest first, each opening its back-office page. */
export function CustomerOrders({ orders }: { orders: CustomerOrderView[] }) {
  return (
    <Panel id="commandes" title="Commandes">
      {orders.length === 0 ? (
        <p className="mt-2">Aucune commande.</p>
      ) : (
        <ScrollTable
          columns={["Référence", "Date", "État", "Total"]}
          caption={`${countOf(orders.length, "commande")}, les plus récentes d'abord`}
        >
          {orders.map((order) => (
            <tr key={order.reference}>
              <th scope="row" className={`${tdClass} font-mono font-semibold`}>
                <Link to={orderPath(order.reference)} className="text-miel-900 underline">
                  {order.reference}
                </Link>
                {order.asGuest ? <span className="block font-sans text-xs font-normal">passée en invité</span> : null}
                {order.testMode ? <span className="block font-sans text-xs font-normal">commande de test</span> : null}
              </th>
              <td className={`${tdClass} whitespace-nowrap`}>{dateTimeFr.format(new Date(order.createdAt))}</td>
              <td className={tdClass}>{orderStateLabel(order)}</td>
              <td className={`${tdClass} text-right whitespace-nowrap`}>
                {formatEuros(order.totalCents)}
                {order.refundedCents > 0 ? (
                  <span className="block text-xs">dont {formatEuros(order.refundedCents)} remboursés</span>
                ) : null}
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
    </Panel>
  );
}

export interface PersonalCodeRow {
  code: string;
  name: string;
  description: string;
  valueCents: number;
  currentUses: number;
  reservedUses: number;
  maximumUses: number | null;
  validUntil: string | null;
  usedBy: string[];
}

function codeUse(code: PersonalCodeRow): ReactNode {
  if (code.usedBy.length > 0)
    return (
      <>
        Utilisé
        {code.usedBy.map((reference) => (
          <span key={reference}>
            {" "}
            (
            <Link to={orderPath(reference)} className="font-mono text-miel-900 underline">
              {reference}
            </Link>
            )
          </span>
        ))}
      </>
    );
  if (code.currentUses > 0) return "Utilisé";
  if (code.reservedUses > 0) return "Réservé par une commande en attente de paiement";
  return "Pas encore utilisé";
}

/** Loyalty progress and the personal codes (welcome, vouchers) with what became of them. */
export function CustomerCodes({
  codes,
  nextReward,
}: {
  codes: PersonalCodeRow[];
  nextReward: { thresholdEuros: number; discountEuros: number } | null;
}) {
  return (
    <Panel id="codes" title="Récompenses et codes personnels">
      {nextReward ? (
        <p className="mt-2">
          Prochain bon fidélité : {formatEurosInText(eurosToCents(nextReward.discountEuros))} offerts à{" "}
          {formatEurosInText(eurosToCents(nextReward.thresholdEuros))} d'achats.
        </p>
      ) : null}
      {codes.length === 0 ? (
        <p className="mt-2">Aucun code personnel (le code de bienvenue est donné à la vérification de l'adresse).</p>
      ) : (
        <ul className="mt-4 divide-y divide-miel-200">
          {codes.map((code) => (
            <li key={code.code} className="py-3">
              <p className="flex flex-wrap gap-x-3">
                <span className="font-mono font-semibold break-all">{code.code}</span>
                <span>
                  {code.name} · {formatEuros(code.valueCents)}
                </span>
              </p>
              <p className="text-sm text-stone-700">
                {code.description}
                {code.validUntil ? ` · valable jusqu'au ${dateFr.format(new Date(code.validUntil))}` : ""}
              </p>
              <p className="text-sm">{codeUse(code)}</p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
