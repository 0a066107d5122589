import type { ReactNode } from "react";

/**
 * One fact of a list (`<dl>`): its name small and grey, its value under it, semibold unless `valueClassName` says
 * otherwise; `className` places the pair in the list's grid, `testId` names the value for the tests.
 */
export function Fact({
  label,
  children,
  className,
  valueClassName = "font-semibold",
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  className?: string;
  valueClassName?: string;
  testId?: string;
}) {
  return (
    <div className={className}>
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className={valueClassName || undefined} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
