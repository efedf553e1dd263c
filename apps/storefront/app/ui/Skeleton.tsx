/**
 * A placeholder block while content loads; the pulse is CSS only and stops for shoppers who ask for reduced motion.
 * The loading state is announced by the region's `aria-busy`, so the blocks themselves are hidden from screen readers.
 */
export function Skeleton({ width, height, className }: { width?: string; height?: string; className?: string }) {
  return (
    <span
      className={className ? `ui-skeleton ${className}` : 'ui-skeleton'}
      style={{ width, height }}
      aria-hidden="true"
    />
  );
}

/** Lines of skeleton text, e.g. while a list or panel loads; `label` is read instead ('Loading...'). */
export function SkeletonLines({ lines = 3, label }: { lines?: number; label: string }) {
  return (
    <div className="ui-skeleton-lines" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i === lines - 1 ? '60%' : '100%'} />
      ))}
    </div>
  );
}
