import { distanceText } from "#core/pickup-point";
import { Button } from "#app/components/ui/button";
import { ErrorBox, ErrorMessage } from "#app/components/ui/alert-box";
import { ChoiceCard } from "#app/components/ui/choice-card";
import type { PickupPointOption, PickupPointsState } from "#app/hooks/use-pickup-points";

function OpeningHours({ point }: { point: PickupPointOption }) {
  return (
    <details className="mt-1 ml-11 text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-miel-900 underline">
        Horaires d'ouverture<span className="sr-only"> de {point.name}</span>
      </summary>
      <dl className="grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1 pb-2 text-stone-800">
        {point.opening_hours.map(({ day, hours }) => (
          <div key={day} className="contents">
            <dt className="capitalize">{day}</dt>
            <dd>{hours}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/**
 * The carrier's nearest points to the delivery postal code, one radio each (name, address, distance), the week's
 * hours in a <details> under it: read in order by a screen reader, chosen with the arrow keys, no map.
 */
export function PickupPointList({
  state,
  value,
  onChange,
  error,
  onRetry,
}: {
  state: PickupPointsState;
  value: string | null;
  onChange: (pointId: string) => void;
  error?: string;
  onRetry: () => void;
}) {
  if (state.status === "no-code") {
    return (
      <p className="mt-3 text-stone-800">Saisissez le code postal de livraison pour voir les points relais proches.</p>
    );
  }
  if (state.status === "loading") {
    return (
      <p className="mt-3 text-stone-800" role="status">
        Recherche des points relais…
      </p>
    );
  }
  if (state.status === "failed") {
    return (
      <ErrorBox className="mt-3">
        <p>{state.message}</p>
        <Button type="button" variant="secondary" className="mt-2" onClick={onRetry}>
          Réessayer
        </Button>
      </ErrorBox>
    );
  }
  if (state.points.length === 0) {
    return (
      <p className="mt-3 text-stone-800">
        Aucun point relais près de ce code postal : choisissez la livraison à domicile.
      </p>
    );
  }
  return (
    <fieldset className="mt-4">
      <legend className="font-semibold">Choisissez votre point relais</legend>
      {error && <ErrorMessage className="mt-2">{error}</ErrorMessage>}
      <ul className="mt-2 space-y-3">
        {state.points.map((point) => (
          <li key={point.id}>
            <ChoiceCard
              name="pickup-point"
              value={point.id}
              checked={value === point.id}
              onChange={() => onChange(point.id)}
              label={point.name}
              note={
                <>
                  {point.street}, {point.postal_code} {point.city}
                  <br />
                  {point.carrier}
                  {point.distance_metres !== null && <> · {distanceText(point.distance_metres)}</>}
                </>
              }
            />
            <OpeningHours point={point} />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
