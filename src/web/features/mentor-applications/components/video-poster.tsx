import { Trans } from "react-i18next";
import { cardClasses } from "@/components/ui/card";
import { useT } from "../i18n";

/**
 * A poster frame where the walkthrough video will go: an illustration of a live session (drawn
 * inline, so nothing loads from elsewhere) described by its caption. No player, so nothing to press.
 */
export function VideoPoster() {
  const t = useT();
  return (
    <figure className={cardClasses({ padding: "none", className: "overflow-hidden" })}>
      <div className="relative">
        <svg
          viewBox="0 0 640 360"
          width={640}
          height={360}
          role="img"
          aria-labelledby="video-poster-title"
          className="block h-auto w-full"
        >
          <title id="video-poster-title">{t("poster.title")}</title>
          <rect width="640" height="360" fill="#1e1b4b" />
          <rect x="32" y="32" width="400" height="250" rx="14" fill="#312e81" />
          {/* whiteboard */}
          <rect x="56" y="56" width="230" height="150" rx="8" fill="#f8fafc" />
          <path
            d="M76 180 Q140 60 250 180"
            fill="none"
            stroke="#4f46e5"
            strokeWidth="4"
            strokeLinecap="round"
          />
          <path d="M76 180H262" stroke="#94a3b8" strokeWidth="3" />
          <path d="M76 180V76" stroke="#94a3b8" strokeWidth="3" />
          <rect x="200" y="74" width="70" height="10" rx="5" fill="#cbd5e1" />
          <rect x="200" y="92" width="50" height="10" rx="5" fill="#cbd5e1" />
          {/* mentor */}
          <circle cx="360" cy="140" r="34" fill="#a5b4fc" />
          <path d="M300 282c6-58 30-86 60-86s54 28 60 86Z" fill="#a5b4fc" />
          {/* students */}
          {[0, 1, 2].map((row) => (
            <g key={row} transform={`translate(456 ${32 + row * 88})`}>
              <rect width="152" height="76" rx="12" fill="#312e81" />
              <circle cx="76" cy="32" r="15" fill={["#fde68a", "#bbf7d0", "#fecaca"][row]} />
              <path d="M50 76c3-20 13-28 26-28s23 8 26 28Z" fill={["#fde68a", "#bbf7d0", "#fecaca"][row]} />
            </g>
          ))}
          {/* control bar */}
          <rect x="32" y="300" width="576" height="36" rx="18" fill="#312e81" />
          <circle cx="290" cy="318" r="10" fill="#c7d2fe" />
          <circle cx="320" cy="318" r="10" fill="#c7d2fe" />
          <circle cx="350" cy="318" r="10" fill="#f87171" />
          <rect x="48" y="310" width="50" height="16" rx="8" fill="#dc2626" />
        </svg>
        <span className="absolute top-3 right-3 rounded-full bg-white px-3 py-1 text-xs font-semibold text-brand-800 shadow">
          {t("poster.soon")}
        </span>
      </div>
      <figcaption className="px-5 py-4 text-sm leading-relaxed text-slate-600 sm:px-6">
        <Trans
          t={t}
          i18nKey="poster.caption"
          components={{ lead: <span className="font-semibold text-slate-900" /> }}
        />
      </figcaption>
    </figure>
  );
}
