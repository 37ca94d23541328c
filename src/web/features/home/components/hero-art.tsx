/**
 * Decorative hero illustration: a live session card between a mentor and a student. Inline SVG so
 * the hero needs no image request (and nothing outside our origin, per the CSP).
 */
export function HeroArt({ className }: { className?: string }) {
  return (
    <svg viewBox="-10 -10 440 410" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <linearGradient id="hero-art-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e0e7ff" />
          <stop offset="1" stopColor="#c7d2fe" />
        </linearGradient>
        <filter id="hero-art-shadow" filterUnits="userSpaceOnUse" x="-10" y="-10" width="440" height="410">
          <feDropShadow dx="0" dy="10" stdDeviation="10" floodColor="#312e81" floodOpacity="0.16" />
        </filter>
      </defs>
      <circle cx="330" cy="70" r="58" fill="#fde68a" opacity="0.55" />
      <circle cx="70" cy="310" r="46" fill="#a5b4fc" opacity="0.45" />

      {/* the video call card */}
      <g filter="url(#hero-art-shadow)">
        <rect x="40" y="40" width="340" height="250" rx="22" fill="#fff" />
      </g>
      <rect x="58" y="58" width="150" height="150" rx="16" fill="url(#hero-art-bg)" />
      <rect x="212" y="58" width="150" height="150" rx="16" fill="#dcfce7" />
      {/* mentor */}
      <circle cx="133" cy="118" r="26" fill="#4338ca" />
      <path d="M91 208c4-30 22-46 42-46s38 16 42 46Z" fill="#4338ca" />
      <path d="m110 98 23-11 23 11-23 11Z" fill="#1e1b4b" />
      {/* student */}
      <circle cx="287" cy="120" r="26" fill="#15803d" />
      <path d="M245 208c4-30 22-46 42-46s38 16 42 46Z" fill="#15803d" />
      {/* live badge */}
      <rect x="70" y="70" width="58" height="24" rx="12" fill="#dc2626" />
      <circle cx="84" cy="82" r="4" fill="#fff" />
      <rect x="93" y="78" width="26" height="8" rx="4" fill="#fff" />
      {/* controls */}
      <rect x="58" y="226" width="190" height="12" rx="6" fill="#e2e8f0" />
      <rect x="58" y="248" width="130" height="12" rx="6" fill="#e2e8f0" />
      <circle cx="306" cy="248" r="20" fill="#4f46e5" />
      <path d="m299 238 17 10-17 10Z" fill="#fff" />
      <circle cx="352" cy="248" r="20" fill="#fee2e2" />
      <rect x="343" y="245" width="18" height="6" rx="3" fill="#dc2626" />

      {/* rating chip */}
      <g filter="url(#hero-art-shadow)">
        <rect x="250" y="300" width="150" height="52" rx="14" fill="#fff" />
      </g>
      <path d="m276 312 4 8.2 9 1.3-6.5 6.3 1.5 9-8-4.2-8 4.2 1.5-9-6.5-6.3 9-1.3Z" fill="#f59e0b" />
      <rect x="298" y="316" width="84" height="9" rx="4.5" fill="#334155" />
      <rect x="298" y="331" width="56" height="8" rx="4" fill="#cbd5e1" />

      {/* calendar chip */}
      <g filter="url(#hero-art-shadow)">
        <rect x="14" y="180" width="92" height="84" rx="14" fill="#fff" />
      </g>
      <rect x="14" y="180" width="92" height="24" rx="12" fill="#4f46e5" />
      <rect x="14" y="192" width="92" height="12" fill="#4f46e5" />
      <rect x="32" y="216" width="16" height="14" rx="3" fill="#c7d2fe" />
      <rect x="52" y="216" width="16" height="14" rx="3" fill="#4f46e5" />
      <rect x="72" y="216" width="16" height="14" rx="3" fill="#c7d2fe" />
      <rect x="32" y="236" width="16" height="14" rx="3" fill="#c7d2fe" />
      <rect x="52" y="236" width="16" height="14" rx="3" fill="#c7d2fe" />
      <rect x="72" y="236" width="16" height="14" rx="3" fill="#c7d2fe" />
    </svg>
  );
}
