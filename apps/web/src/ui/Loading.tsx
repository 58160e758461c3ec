/** A page or section that is still loading (plain CSS: it is part of the first screen). */
export function Loading({ label }: { label?: string }) {
  return (
    <div className="c-loading" role="status" aria-live="polite">
      <span className="c-spinner" aria-hidden="true" />
      {label && <span>{label}</span>}
    </div>
  );
}
