import { TextField } from "#app/components/form-field";
import { Button } from "#app/components/ui/button";
import { cardClass } from "#app/components/ui/card";

const parisMonth = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit" });

/** The accountant's CSV of a month's invoices and credit notes (decision 037): a GET form, works without JavaScript. */
export function AccountingExport() {
  return (
    <form
      method="get"
      action="/api/admin/invoices/export"
      aria-labelledby="export-comptable"
      className={cardClass("md", "mt-6 flex flex-wrap items-end gap-4")}
    >
      <div className="min-w-0 flex-1 basis-full md:basis-0">
        <h2 id="export-comptable" className="font-serif text-xl font-bold">
          Export comptable
        </h2>
        <p className="text-sm text-stone-800">
          Factures et avoirs numérotés du mois, par taux de TVA (HT, TVA, TTC), en CSV pour le comptable.
        </p>
      </div>
      <TextField
        id="mois-export"
        name="month"
        type="month"
        label="Mois"
        required
        defaultValue={parisMonth.format(new Date()).slice(0, 7)}
      />
      <Button type="submit" variant="secondary">
        Télécharger le CSV
      </Button>
    </form>
  );
}
