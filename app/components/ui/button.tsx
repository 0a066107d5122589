import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router";

/**
 * primary: filled honey; secondary: honey outline; neutral: grey outline (cancel, minor choices); inverse: filled
 * cream, for a dark background (the footer), where the others' brown would not show.
 */
export type ButtonVariant = "primary" | "secondary" | "neutral" | "inverse";
/** md: a page's main actions; compact: one in a product tile; sm: beside a field or a value (apply, copy). */
export type ButtonSize = "md" | "compact" | "sm";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-miel-900 text-white hover:bg-miel-700",
  secondary: "border border-miel-900 text-miel-900 hover:bg-miel-100",
  neutral: "border border-stone-400 text-stone-800 hover:bg-stone-100",
  inverse: "bg-miel-50 text-miel-900 hover:bg-white",
};

const SIZES: Record<ButtonSize, string> = {
  md: "px-6 py-3",
  compact: "px-5",
  sm: "px-4",
};

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Layout only (margins, width): colours and shape come from the variant. */
  className?: string;
}

/** The one class string of the shop's rounded buttons, for a button, a router link or a plain anchor. */
export function buttonClass({ variant = "primary", size = "md", className }: ButtonStyle = {}): string {
  return [
    "inline-flex min-h-11 items-center justify-center rounded-full font-semibold disabled:opacity-60",
    SIZES[size],
    VARIANTS[variant],
    className,
  ]
    .filter(Boolean)
    .join(" ");
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ButtonStyle & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}

export function ButtonLink({ variant, size, className, ...props }: ButtonStyle & LinkProps) {
  return <Link className={buttonClass({ variant, size, className })} {...props} />;
}

/** An in-page or outside address styled as a button. */
export function ButtonAnchor({
  variant,
  size,
  className,
  ...props
}: ButtonStyle & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a className={buttonClass({ variant, size, className })} {...props} />;
}
