import { useId } from "react";
import { TextLink } from "#app/components/ui/text";
import { type PromoCodeView, usesOf } from "#app/lib/promo-admin";

/** The statistics view (`?vue=stats`, opened in a new tab): each code's uses, the most used first. */
export function PromoUsage({ codes }: { codes: PromoCodeView[] }) {
  const id = useId();
  const sorted = [...codes].sort((a, b) => b.current_uses - a.current_uses || a.code.localeCompare(b.code));
  return (
    <section aria-labelledby={`${id}-titre`} className="mt-8">
      <h2 id={`${id}-titre`} className="font-serif text-xl font-bold">
        Utilisations par code
      </h2>
      <div className="mt-3 overflow-x-auto rounded-xl border border-stone-300 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-stone-100">
            <tr>
              <th scope="col" className="p-2">
                Code
              </th>
              <th scope="col" className="p-2">
                Utilisations payées
              </th>
              <th scope="col" className="p-2">
                État
              </th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((code) => (
              <tr key={code.code} className="border-t border-stone-200">
                <th scope="row" className="p-2 font-mono break-all">
                  {code.code}
                </th>
                <td className="p-2">{usesOf(code)}</td>
                <td className="p-2">{code.active ? "Actif" : "Inactif"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <TextLink to="/admin/promo-codes" className="mt-4">
        ← Gérer les codes
      </TextLink>
    </section>
  );
}
