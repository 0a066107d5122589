import { Link } from "react-router";
import { perfumePath } from "#core/catalog";

/** A perfume's name leading to its page, inside the heading of a card. */
export function PerfumeLink({ id, name }: { id: string; name: string }) {
  return (
    <Link to={perfumePath(id)} className="hover:underline">
      {name}
    </Link>
  );
}
