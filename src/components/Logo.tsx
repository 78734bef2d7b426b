/** The site's mark: a drop of water. Decorative next to the site's name. */
function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      <path d="M16 2.5c5.2 6.6 10 12 10 17.7a10 10 0 0 1-20 0C6 14.5 10.8 9.1 16 2.5z" fill="var(--color-primary)" />
      <path d="M11.5 20.5a4.6 4.6 0 0 0 4.5 4.4" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/** The mark and the site's name in the page's language. */
export function Logo({ name }: { name: string }) {
  return (
    <>
      <LogoMark />
      <span className="logo__name">{name}</span>
    </>
  );
}
