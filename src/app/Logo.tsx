/** The brand mark: a stylised wheel, drawn inline so it needs no request. */
export function Logo() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" role="img" aria-label="logo">
      <circle cx="16" cy="16" r="14" fill="#c8102e" />
      <circle cx="16" cy="16" r="8" fill="none" stroke="#fff" strokeWidth="3" />
      <circle cx="16" cy="16" r="2.5" fill="#fff" />
    </svg>
  );
}
