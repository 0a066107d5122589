import type { ReactNode } from "react";

/** How an icon is drawn where it stands: the top bar's are 22 px with square strokes, the basket's promises finer. */
export interface IconProps {
  size?: number;
  strokeWidth?: number;
  /** Rounded ends and corners. */
  round?: boolean;
  className?: string;
}

/** The drawings, on a 24-unit grid. */
const DRAWINGS = {
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  basket: (
    <>
      <path d="M6 6h15l-1.5 9h-12z" />
      <path d="M6 6 5 3H2" />
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
    </>
  ),
  lock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </>
  ),
  truck: (
    <>
      <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
      <circle cx="7" cy="18" r="2" />
      <circle cx="17" cy="18" r="2" />
    </>
  ),
  return: (
    <>
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h10a6 6 0 0 1 0 12h-3" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof DRAWINGS;

/** A line icon in the text's colour; decorative: the label or the text beside it says what it means. */
export function Icon({ name, size = 22, strokeWidth = 2, round = false, className }: IconProps & { name: IconName }) {
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
      {DRAWINGS[name]}
    </svg>
  );
}
