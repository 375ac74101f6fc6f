/** A plate split into its macros, drawn in SVG: decoration only. */
export function PlateIllustration() {
  return (
    <svg className="plate-illustration" viewBox="0 0 360 360" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="plate-rim" cx="50%" cy="45%" r="60%">
          <stop offset="0%" stopColor="#ffffff" />
          <stop offset="100%" stopColor="#e9ece4" />
        </radialGradient>
      </defs>
      <circle cx="180" cy="186" r="160" fill="#0e3324" opacity="0.08" />
      <circle cx="180" cy="176" r="156" fill="url(#plate-rim)" stroke="#dfe3d8" strokeWidth="2" />
      <circle cx="180" cy="176" r="118" fill="#fbfaf6" stroke="#e6e8df" strokeWidth="2" />
      {/* Vegetables: half the plate */}
      <path d="M180 176 L180 60 A116 116 0 0 1 180 292 Z" fill="#7cc68f" />
      <circle cx="228" cy="130" r="20" fill="#4fa866" />
      <circle cx="252" cy="176" r="16" fill="#e4574b" />
      <circle cx="236" cy="222" r="18" fill="#4fa866" />
      <circle cx="205" cy="252" r="12" fill="#f2a33a" />
      <circle cx="210" cy="100" r="10" fill="#f2a33a" />
      {/* Grains: a quarter */}
      <path d="M180 176 L180 292 A116 116 0 0 1 64 176 Z" fill="#f3d79b" />
      <circle cx="130" cy="226" r="6" fill="#e2bd6a" />
      <circle cx="110" cy="205" r="5" fill="#e2bd6a" />
      <circle cx="150" cy="250" r="5" fill="#e2bd6a" />
      {/* Protein: a quarter */}
      <path d="M180 176 L64 176 A116 116 0 0 1 180 60 Z" fill="#f0a07a" />
      <path d="M112 140 q22 -30 52 -30" stroke="#d9785a" strokeWidth="8" strokeLinecap="round" fill="none" />
      {/* A leaf */}
      <path d="M40 290 c10 -40 40 -60 80 -60 c-6 40 -36 62 -80 60z" fill="#17734b" />
      <path d="M48 286 c18 -22 36 -36 58 -46" stroke="#bff0d4" strokeWidth="3" fill="none" strokeLinecap="round" />
    </svg>
  );
}
