import type { HTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router";

/** A page's main heading. */
export function PageTitle({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return (
    <h1 className={["font-serif text-3xl font-bold text-miel-900", className].filter(Boolean).join(" ")} {...props} />
  );
}

/** An underlined honey link tall enough to tap ("← Retour au panier", "Modifier l'adresse"). */
export function TextLink({ className, ...props }: LinkProps) {
  return (
    <Link
      className={["inline-flex min-h-11 items-center font-semibold text-miel-900 underline", className]
        .filter(Boolean)
        .join(" ")}
      {...props}
    />
  );
}
