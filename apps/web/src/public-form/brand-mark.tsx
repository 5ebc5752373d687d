// The Praxiform mark (the same drawing as the SPA's logo, without its router link).
export function BrandMark() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
      <rect width="32" height="32" rx="9" className="fill-brand-600" />
      <path d="M11 8.5h6.5a5.75 5.75 0 0 1 0 11.5H14.5v3.5H11z" fill="none" stroke="#fff" strokeWidth="2.75" strokeLinejoin="round" />
      <circle cx="22.75" cy="23.25" r="2.4" className="fill-accent-500" />
    </svg>
  );
}
