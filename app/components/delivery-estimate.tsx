/**
 * A product page's estimated deliveries in France (decision 109): home's sentence, then one line per other method
 * offered. Plain text: the page's script grows by the least (decision 100).
 */
export function DeliveryEstimateLines({ lines, className }: { lines: readonly string[]; className: string }) {
  return (
    <ul className={`${className} text-stone-800`} data-testid="delivery-estimates">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
