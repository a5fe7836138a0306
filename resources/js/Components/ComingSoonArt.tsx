/** Illustration of the coming-soon page: a page being built, a gear and a traffic cone (inline SVG, no download). */
export default function ComingSoonArt({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 220" className={className} aria-hidden="true" focusable="false">
      <ellipse cx="160" cy="204" rx="130" ry="10" fill="var(--p-primary)" opacity="0.12" />
      <rect x="58" y="28" width="180" height="150" rx="14" fill="var(--p-surface)" stroke="var(--p-line)" strokeWidth="3" />
      <path d="M58 42a14 14 0 0 1 14-14h152a14 14 0 0 1 14 14v12H58z" fill="var(--p-primary)" opacity="0.9" />
      <circle cx="76" cy="41" r="4" fill="#fff" opacity="0.85" />
      <circle cx="90" cy="41" r="4" fill="#fff" opacity="0.6" />
      <circle cx="104" cy="41" r="4" fill="#fff" opacity="0.4" />
      <rect x="78" y="72" width="96" height="10" rx="5" fill="var(--p-primary)" opacity="0.35" />
      <rect x="78" y="92" width="138" height="8" rx="4" fill="var(--p-line)" />
      <rect x="78" y="108" width="120" height="8" rx="4" fill="var(--p-line)" />
      <rect x="78" y="124" width="70" height="8" rx="4" fill="var(--p-line)" />
      <rect x="78" y="146" width="52" height="16" rx="8" fill="var(--p-primary)" opacity="0.6" />
      <g transform="translate(238 58)">
        <circle r="30" fill="var(--p-primary)" />
        <path
          d="M0-19l4 1 2-6 6 3-2 6 3 3 6-2 3 6-6 2 1 4-1 4 6 2-3 6-6-2-3 3 2 6-6 3-2-6-4 1-4-1-2 6-6-3 2-6-3-3-6 2-3-6 6-2-1-4 1-4-6-2 3-6 6 2 3-3-2-6 6-3 2 6z"
          fill="#fff"
          opacity="0.9"
        />
        <circle r="7" fill="var(--p-primary)" />
      </g>
      <g transform="translate(250 150)">
        <path d="M-16 46h32l-10-52h-12z" fill="#ff9f43" />
        <path d="M-12.5 28h25l-2-10h-21zM-9 10h18l-1.5-8h-15z" fill="#fff" opacity="0.9" />
        <rect x="-24" y="44" width="48" height="6" rx="3" fill="#e08a35" />
      </g>
      <path d="M30 120l10-10M24 100h12M40 88v10" stroke="var(--p-primary)" strokeWidth="3" strokeLinecap="round" opacity="0.5" />
    </svg>
  )
}
