import { useNavigate } from "react-router";
import { formatEuros } from "#core/money";
import { Button } from "#app/components/ui/button";
import { CardSection } from "#app/components/ui/card";
import { authClient } from "#app/lib/auth-client";
import { dateFr } from "./orders-section";
import { Fact } from "#app/components/ui/fact";

/** What the account holds about the customer, and the way out. */
export function AccountInfo({
  user,
}: {
  user: { email: string; order_count: number; total_spent_cents: number; created_at: string };
}) {
  const navigate = useNavigate();
  const logout = async () => {
    await authClient.logout().catch(() => undefined);
    await navigate("/");
  };
  return (
    <CardSection id="infos" title="Informations personnelles" padding="lg" className="mt-8" size="2xl">
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <Fact label="E-mail">{user.email}</Fact>
        <Fact label="Commandes">{user.order_count}</Fact>
        <Fact label="Total dépensé">{formatEuros(user.total_spent_cents)}</Fact>
        <Fact label="Membre depuis">{dateFr.format(new Date(user.created_at))}</Fact>
      </dl>
      <Button variant="secondary" size="sm" onClick={() => void logout()} className="mt-6">
        Se déconnecter
      </Button>
    </CardSection>
  );
}
