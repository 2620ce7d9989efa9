/** Offline avatars for generated customers: a coloured disc with a rider glyph, one hue per customer number. */
export function avatarSvg(n: number): string {
  const hue = (n * 137) % 360;
  const label = String(n % 100).padStart(2, '0');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="132" height="132" viewBox="0 0 132 132"><circle cx="66" cy="66" r="66" fill="hsl(${hue},55%,55%)"/><circle cx="66" cy="50" r="22" fill="#fff" opacity=".9"/><path d="M26 118c6-26 22-38 40-38s34 12 40 38" fill="#fff" opacity=".9"/><text x="66" y="58" font-family="sans-serif" font-size="18" text-anchor="middle" fill="hsl(${hue},55%,35%)">${label}</text></svg>`;
}
