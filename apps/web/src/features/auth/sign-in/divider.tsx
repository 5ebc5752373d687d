// A thin rule with a word in the middle ("or") between Google and the password form.
export function Divider({ label }: { label: string }) {
  return (
    <div className="my-6 flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase" role="separator" aria-label={label}>
      <span className="h-px flex-1 bg-slate-200" />
      <span aria-hidden="true">{label}</span>
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
