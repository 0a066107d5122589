/** Shown at the top of every page whenever simulated payments are active. */
export const DEMO_NOTICE = "Mode démonstration — aucun paiement réel";

/** The advertised code's sentence, whole for a wide screen and short for a phone (the shell's loader writes them). */
export interface PromotionNotice {
  code: string;
  /** "5 € de réduction et livraison offerte dès 25 € d'achat" */
  text: string;
  /** "−5 € et livraison offerte dès 25 €" */
  short: string;
}

/**
 * The one announcement bar above the top bar: the demonstration notice and the advertised code share it, side by side
 * from 1024 px, one above the other below. Always 2 rem high (the page's padding counts on it), no motion,
 * nothing added by JavaScript: the server's text is the whole message.
 */
export function AnnouncementBar({ demoMode, promotion }: { demoMode: boolean; promotion: PromotionNotice | null }) {
  if (!demoMode && !promotion) return null;
  const both = demoMode && promotion;
  return (
    <div
      data-testid="announcement-bar"
      className={`flex h-8 items-center justify-center gap-x-3 overflow-hidden bg-encre px-3 text-center text-miel-50 ${
        both ? "flex-col text-[0.6875rem] leading-[0.9375rem] lg:flex-row lg:text-sm" : "text-xs sm:text-sm"
      }`}
    >
      {demoMode && (
        <p data-testid="demo-banner" className="font-semibold tracking-wide whitespace-nowrap text-miel-200">
          {DEMO_NOTICE}
        </p>
      )}
      {both && (
        <span aria-hidden="true" className="hidden text-miel-400 lg:inline">
          ·
        </span>
      )}
      {promotion && (
        <p className="whitespace-nowrap">
          Code <strong className="font-semibold tracking-wider">{promotion.code}</strong> :{" "}
          <span className="hidden sm:inline">{promotion.text}</span>
          <span className="sm:hidden">{promotion.short}</span>
        </p>
      )}
    </div>
  );
}
