import type { ReactNode } from "react";

/** How an icon is drawn where it stands: the top bar's are 22 px with square strokes, the basket's promises finer. */
export interface IconProps {
  size?: number;
  strokeWidth?: number;
  /** Rounded ends and corners. */
  round?: boolean;
  className?: string;
}

/**
 * The top bar's drawings, on a 24-unit grid. They ship on every page (the frame's chunk): a drawing used elsewhere
 * stays with its component and is framed by `IconFrame`, so no page carries drawings it never shows.
 */
const DRAWINGS = {
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </>
  ),
  chevron: <path d="m6 9 6 6 6-6" />,
  basket: (
    <>
      <path d="M6 6h15l-1.5 9h-12z" />
      <path d="M6 6 5 3H2" />
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof DRAWINGS;

/** A line icon in the text's colour around `children`'s drawing; decorative: the text beside it says what it means. */
export function IconFrame({
  size = 22,
  strokeWidth = 2,
  round = false,
  className,
  children,
}: IconProps & { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={round ? "round" : undefined}
      strokeLinejoin={round ? "round" : undefined}
      className={className}
    >
      {children}
    </svg>
  );
}

/** One of the top bar's icons. */
export function Icon({ name, ...props }: IconProps & { name: IconName }) {
  return <IconFrame {...props}>{DRAWINGS[name]}</IconFrame>;
}
