/**
 * A step of a status history, each status in its `label`: the first says `first` and the status
 * ("Filed as Submitted"), each later one "Submitted → Processing", the arrow read out as "to".
 */
export function StatusChange<S extends string>({
  from,
  to,
  first,
  label,
}: {
  from: S | null;
  to: S;
  first: string;
  label: (status: S) => string;
}) {
  if (from === null) {
    return (
      <>
        {first} {label(to)}
      </>
    );
  }
  return (
    <>
      {label(from)} <span aria-hidden="true">→</span>
      <span className="sr-only">to</span> {label(to)}
    </>
  );
}
