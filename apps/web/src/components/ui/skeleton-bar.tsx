// A grey block that pulses in a loading placeholder; `className` gives its size and shape.
export function SkeletonBar({ className }: { className: string }) {
  return <div className={`animate-pulse rounded bg-slate-200 ${className}`} />;
}
