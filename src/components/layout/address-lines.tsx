/** A postal address, one line per line (src/lib/postal-address.ts makes the lines). */
export function AddressLines({ lines }: { lines: readonly string[] }) {
  return (
    <address className="not-italic">
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
