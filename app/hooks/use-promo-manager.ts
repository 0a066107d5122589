import { useState } from "react";
import {
  changeError,
  LoadError,
  promoAdminClient,
  type PromoCodeView,
  type PromoStatsView,
} from "#app/lib/promo-admin";

export interface PromoData {
  codes: PromoCodeView[];
  personal: PromoCodeView[];
  stats: PromoStatsView;
}

export type Notice = { tone: "success" | "error"; text: string };

/**
 * The promo manager's state: the codes and statistics (first from the loader, then read again through the API),
 * the load error with its retry, and the message of the last change.
 */
export function usePromoManager(initial: PromoData) {
  const [data, setData] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busyCode, setBusyCode] = useState<string | null>(null);

  const refresh = async () => {
    setLoading(true);
    try {
      // The personal codes shown stay the loader's few: the API lists every one of them.
      const fresh = await promoAdminClient.refresh();
      setData((current) => ({ ...fresh, personal: current.personal }));
      setLoadError(null);
    } catch (err) {
      setLoadError(err instanceof LoadError ? err.message : "Erreur de connexion à l'API");
    } finally {
      setLoading(false);
    }
  };

  /** A change went through: its message, then the list and statistics read again. */
  const done = async (text: string) => {
    setNotice({ tone: "success", text });
    await refresh();
  };

  const change = async (code: string, run: () => Promise<string>, fallback: string) => {
    setBusyCode(code);
    setNotice(null);
    try {
      await done(await run());
    } catch (err) {
      setNotice({ tone: "error", text: changeError(err, fallback) });
    } finally {
      setBusyCode(null);
    }
  };

  const toggle = (code: string) =>
    change(
      code,
      async () => {
        const updated = await promoAdminClient.toggle(code);
        return updated.active ? `Code ${code} activé.` : `Code ${code} désactivé.`;
      },
      "Erreur lors du changement d'état du code",
    );

  const remove = (code: string) =>
    change(code, async () => (await promoAdminClient.remove(code)).message, "Erreur lors de la suppression du code");

  return { data, loading, loadError, notice, setNotice, busyCode, refresh, done, toggle, remove };
}
