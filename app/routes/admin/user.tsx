import { data } from "react-router";
import type { Route } from "./+types/user";
import { adminMeta } from "#app/lib/meta";
import { CustomerCodes, CustomerDetails, CustomerOrders } from "#app/components/admin/customer-sections";
import { PageTitle, TextLink } from "#app/components/ui/text";

export const meta: Route.MetaFunction = ({ data: page }) => adminMeta(page?.name || page?.user.email || "Client");

export async function loader({ context, request, params }: Route.LoaderArgs) {
  await context.services.admin.require(request);
  const file = await context.services.adminUsers.file(request, params.id);
  if (!file) throw data({ detail: "Ce compte n'existe pas." }, { status: 404 });
  const { user, orders, rewards, codes } = file;
  const next = rewards.find((r) => !r.is_earned);
  return {
    name: user.fullName,
    user: {
      email: user.email,
      verified: user.isVerified,
      role: user.role,
      createdAt: user.createdAt.toISOString(),
      lastLogin: user.lastLogin?.toISOString() ?? null,
      orders: user.orderCount,
      spentCents: user.totalSpentCents,
    },
    orders: orders.map((o) => ({
      reference: o.reference,
      createdAt: o.createdAt.toISOString(),
      status: o.status,
      fulfilment: o.fulfilment,
      totalCents: o.totalCents,
      refundedCents: o.refundedCents,
      asGuest: o.asGuest,
      testMode: o.testMode,
    })),
    nextReward: next ? { thresholdEuros: next.threshold_amount, discountEuros: next.discount_amount } : null,
    codes: codes.map((c) => ({
      code: c.code,
      name: c.name,
      description: c.description,
      valueCents: c.valueCents,
      currentUses: c.currentUses,
      reservedUses: c.reservedUses,
      maximumUses: c.maximumUses,
      validUntil: c.validUntil?.toISOString() ?? null,
      usedBy: c.usedBy,
    })),
  };
}

export default function Customer({ loaderData }: Route.ComponentProps) {
  const { name, user, orders, nextReward, codes } = loaderData;
  return (
    <>
      <TextLink to="/admin/users">← Tous les clients</TextLink>
      <PageTitle className="mt-2 break-words">{name || user.email}</PageTitle>
      <p className="mt-1 text-stone-700">Fiche en lecture seule.</p>
      <CustomerDetails user={user} />
      <CustomerOrders orders={orders} />
      <CustomerCodes codes={codes} nextReward={user.role === "admin" ? null : nextReward} />
    </>
  );
}
