import { Link } from "react-router";
import { formatEuros } from "#core/money";
import { dateFr } from "./format";
import { ScrollTable, tdClass } from "./scroll-table";

export interface UserRow {
  id: string;
  name: string;
  email: string;
  verified: boolean;
  orders: number;
  spentCents: number;
  createdAt: string;
  role: "customer" | "admin";
}

/** The accounts of the users page: one row each, the name opening the customer's page. */
export function UsersTable({ users, caption }: { users: UserRow[]; caption: string }) {
  return (
    <ScrollTable
      columns={["Nom", "E-mail", "Vérifié", "Commandes", "Total dépensé", "Créé le", "Rôle"]}
      caption={caption}
    >
      {users.map((user) => (
        <tr key={user.id}>
          <th scope="row" className={`${tdClass} font-semibold`}>
            <Link to={`/admin/users/${encodeURIComponent(user.id)}`} className="text-miel-900 underline">
              {user.name || "Sans nom"}
            </Link>
          </th>
          <td className={tdClass}>{user.email}</td>
          <td className={tdClass}>{user.verified ? "Oui" : "Non"}</td>
          <td className={`${tdClass} text-right`}>{user.orders}</td>
          <td className={`${tdClass} text-right whitespace-nowrap`}>{formatEuros(user.spentCents)}</td>
          <td className={`${tdClass} whitespace-nowrap`}>{dateFr.format(new Date(user.createdAt))}</td>
          <td className={tdClass}>{user.role === "admin" ? "Administrateur" : "Client"}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
