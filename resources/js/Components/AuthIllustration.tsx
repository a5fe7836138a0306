/**
 * Inline illustration for the v2 (split screen) auth pages: a member at a desk
 * with growing "parts" (share) bars and a shared pie. Colours follow the skin.
 */
export default function AuthIllustration({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 400" className={className} role="presentation" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="auth-ill-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--p-primary)" stopOpacity="0.18" />
          <stop offset="1" stopColor="var(--p-primary)" stopOpacity="0.04" />
        </linearGradient>
      </defs>
      {/* backdrop blob */}
      <path d="M72 210c-18-78 40-150 128-162 86-12 170 22 206 92 38 74 6 170-74 204-84 36-238 28-260-134z" fill="url(#auth-ill-bg)" />
      {/* floor */}
      <ellipse cx="240" cy="352" rx="190" ry="14" fill="var(--p-primary)" fillOpacity="0.12" />

      {/* chart card */}
      <g>
        <rect x="250" y="70" width="170" height="130" rx="14" fill="var(--p-surface)" stroke="var(--p-line)" />
        <rect x="268" y="88" width="60" height="8" rx="4" fill="var(--p-heading)" fillOpacity="0.7" />
        <rect x="268" y="102" width="38" height="6" rx="3" fill="var(--p-muted)" fillOpacity="0.6" />
        <rect x="272" y="150" width="18" height="34" rx="4" fill="var(--p-primary)" fillOpacity="0.35" />
        <rect x="300" y="136" width="18" height="48" rx="4" fill="var(--p-primary)" fillOpacity="0.55" />
        <rect x="328" y="120" width="18" height="64" rx="4" fill="var(--p-primary)" fillOpacity="0.75" />
        <rect x="356" y="100" width="18" height="84" rx="4" fill="var(--p-primary)" />
        <path d="M392 112l10-12 10 12" fill="none" stroke="var(--p-success)" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
        <line x1="402" y1="100" x2="402" y2="130" stroke="var(--p-success)" strokeWidth="3" strokeLinecap="round" />
      </g>

      {/* pie card */}
      <g>
        <rect x="60" y="96" width="120" height="110" rx="14" fill="var(--p-surface)" stroke="var(--p-line)" />
        <circle cx="120" cy="151" r="34" fill="var(--p-primary)" fillOpacity="0.2" />
        <path d="M120 151V117a34 34 0 0 1 32 46z" fill="var(--p-primary)" />
        <path d="M120 151l32 12a34 34 0 0 1-44 20z" fill="var(--p-info)" fillOpacity="0.8" />
      </g>

      {/* desk */}
      <rect x="120" y="262" width="250" height="12" rx="6" fill="var(--p-heading)" fillOpacity="0.75" />
      <rect x="140" y="274" width="10" height="76" rx="3" fill="var(--p-heading)" fillOpacity="0.55" />
      <rect x="340" y="274" width="10" height="76" rx="3" fill="var(--p-heading)" fillOpacity="0.55" />

      {/* laptop */}
      <path d="M262 218h86a6 6 0 0 1 6 6v38h-98v-38a6 6 0 0 1 6-6z" fill="var(--p-muted)" fillOpacity="0.85" />
      <circle cx="305" cy="240" r="6" fill="var(--p-surface)" fillOpacity="0.9" />
      <rect x="244" y="258" width="124" height="6" rx="3" fill="var(--p-muted)" />

      {/* person */}
      <g>
        {/* chair */}
        <rect x="168" y="240" width="14" height="110" rx="5" fill="var(--p-primary)" fillOpacity="0.3" />
        {/* legs */}
        <path d="M196 262h58l-6 82h-12l-2-62h-38z" fill="var(--p-heading)" fillOpacity="0.85" />
        <path d="M236 342h22a6 6 0 0 1 0 10h-22z" fill="var(--p-heading)" />
        {/* body */}
        <path d="M186 186c0-12 10-22 22-22h8c14 0 26 12 26 26v72h-56z" fill="var(--p-primary)" />
        {/* arm to laptop */}
        <path d="M226 196l34 36" stroke="var(--p-primary)" strokeWidth="14" strokeLinecap="round" />
        <circle cx="262" cy="234" r="7" fill="#f2c7a5" />
        {/* head */}
        <rect x="204" y="150" width="12" height="16" rx="4" fill="#e8b48f" />
        <circle cx="212" cy="134" r="20" fill="#f2c7a5" />
        <path d="M192 130c0-14 10-24 22-24 10 0 18 6 20 16-8-2-16-6-22-12-4 8-12 16-20 20z" fill="var(--p-heading)" />
      </g>

      {/* coins */}
      <g fill="var(--p-warning)">
        <ellipse cx="408" cy="330" rx="20" ry="7" />
        <rect x="388" y="316" width="40" height="14" fill="var(--p-warning)" />
        <ellipse cx="408" cy="316" rx="20" ry="7" fillOpacity="0.7" />
      </g>
      <circle cx="86" cy="60" r="6" fill="var(--p-primary)" fillOpacity="0.5" />
      <circle cx="440" cy="236" r="8" fill="var(--p-info)" fillOpacity="0.5" />
      <path d="M40 300l8-8m0 8l-8-8" stroke="var(--p-primary)" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}
