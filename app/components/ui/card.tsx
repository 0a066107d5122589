import type { HTMLAttributes, ReactNode } from "react";

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

/** A white card that is a region named by its serif heading (`size`: text-xl by default, text-2xl for a page's main cards). */
export function CardSection({
  id,
  title,
  padding = "md",
  className,
  size = "xl",
  children,
}: {
  id: string;
  title: ReactNode;
  padding?: CardPadding;
  className?: string;
  size?: "xl" | "2xl";
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cardClass(padding, className)}>
      <h2 id={id} className={size === "2xl" ? "font-serif text-2xl font-bold" : "font-serif text-xl font-bold"}>
        {title}
      </h2>
      {children}
    </section>
  );
}
