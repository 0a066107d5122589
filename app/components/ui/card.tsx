import type { HTMLAttributes } from "react";

/** sm: p-4; md: p-4, p-6 from the small screen up; lg: p-6. */
export type CardPadding = "sm" | "md" | "lg";

const PADDING: Record<CardPadding, string> = { sm: "p-4", md: "p-4 sm:p-6", lg: "p-6" };

/** The white panel of the shop's pages, a neutral hairline round it (issue 34: quieter than the honey border). */
export function cardClass(padding: CardPadding = "md", className?: string): string {
  return ["rounded-xl border border-stone-200 bg-white", PADDING[padding], className].filter(Boolean).join(" ");
}

type CardProps = HTMLAttributes<HTMLElement> & {
  as?: "div" | "section" | "aside" | "article" | "fieldset";
  padding?: CardPadding;
};

export function Card({ as: Tag = "div", padding, className, ...props }: CardProps) {
  return <Tag className={cardClass(padding, className)} {...props} />;
}
