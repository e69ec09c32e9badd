/** Simple product pictograms on a 200×200 canvas: white outlines, the body filled with an accent colour. */
const L = 'fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"';
const W = 'fill="#fff"';

type Icon = (body: string) => string;

const ICONS = {
  phone: (B) =>
    `<rect x="60" y="20" width="80" height="160" rx="14" ${B}/><path d="M88 38h24" ${L}/><circle cx="100" cy="160" r="6" ${W}/>`,
  tablet: (B) => `<rect x="35" y="25" width="130" height="150" rx="12" ${B}/><circle cx="100" cy="160" r="5" ${W}/>`,
  laptop: (B) => `<rect x="40" y="45" width="120" height="80" rx="6" ${B}/><path d="M20 140h160l-12 20H32z" ${B}/>`,
  monitor: (B) => `<rect x="25" y="35" width="150" height="100" rx="6" ${B}/><path d="M100 135v25M70 165h60" ${L}/>`,
  keyboard: (B) =>
    `<rect x="15" y="75" width="125" height="60" rx="8" ${B}/><path d="M32 95h90M32 115h90" ${L}/><rect x="150" y="75" width="35" height="55" rx="17" ${B}/>`,
  headphones: (B) =>
    `<path d="M40 120v-20a60 60 0 0 1 120 0v20" ${L}/><rect x="28" y="110" width="32" height="58" rx="10" ${B}/><rect x="140" y="110" width="32" height="58" rx="10" ${B}/>`,
  speaker: (B) =>
    `<rect x="55" y="25" width="90" height="150" rx="16" ${B}/><circle cx="100" cy="115" r="30" ${L}/><circle cx="100" cy="58" r="12" ${L}/>`,
  watch: (B) =>
    `<path d="M80 50V20h40v30M80 150v30h40v-30" ${L}/><rect x="60" y="50" width="80" height="100" rx="20" ${B}/><path d="M100 80v22l14 10" ${L}/>`,
  tv: (B) => `<rect x="15" y="35" width="170" height="110" rx="6" ${B}/><path d="M70 172l30-27 30 27" ${L}/>`,
  camera: (B) => `<path d="M30 60h35l12-18h46l12 18h35v100H30z" ${B}/><circle cx="100" cy="108" r="32" ${L}/>`,
  gamepad: (B) =>
    `<path d="M45 70h110a30 30 0 0 1 28 40l-12 40a18 18 0 0 1-30 6l-20-26H79l-20 26a18 18 0 0 1-30-6l-12-40a30 30 0 0 1 28-40z" ${B}/><path d="M60 95v30M45 110h30" ${L}/><circle cx="140" cy="100" r="7" ${W}/><circle cx="156" cy="118" r="7" ${W}/>`,
  plug: (B) =>
    `<rect x="60" y="60" width="80" height="80" rx="14" ${B}/><path d="M82 60V30M118 60V30M100 140v40" ${L}/>`,
  battery: (B) =>
    `<rect x="45" y="40" width="110" height="130" rx="14" ${B}/><path d="M80 28h40M105 70l-20 35h30l-20 35" ${L}/>`,
  shirt: (B) => `<path d="M70 25l-45 25 15 35 20-10v100h80V75l20 10 15-35-45-25c-5 15-15 22-30 22s-25-7-30-22z" ${B}/>`,
  dress: (B) => `<path d="M80 20h40l-5 45 45 115H40l45-115z" ${B}/><path d="M82 65h36" ${L}/>`,
  longyi: (B) =>
    `<rect x="45" y="25" width="110" height="155" rx="4" ${B}/><path d="M45 70h110M45 110c20-10 35 10 55 0s35 10 55 0M45 145c20-10 35 10 55 0s35 10 55 0" ${L}/>`,
  trousers: (B) => `<path d="M50 20h100l10 160h-40l-20-110-20 110H40z" ${B}/>`,
  shoe: (B) =>
    `<path d="M20 150V85l45 10 25 22 55 10c22 4 35 14 35 33z" ${B}/><path d="M20 165h160M60 105l10 15M78 100l10 15" ${L}/>`,
  heel: (B) =>
    `<path d="M30 150c10-50 30-80 60-80 20 0 30 30 60 40 20 7 25 20 25 30H115l-10-18c-20 0-38 10-48 28z" ${B}/><path d="M42 150v30" ${L}/>`,
  slipper: (B) => `<ellipse cx="100" cy="105" rx="45" ry="78" ${B}/><path d="M62 85c12-28 64-28 76 0" ${L}/>`,
  bag: (B) => `<path d="M35 70h130l-12 110H47z" ${B}/><path d="M70 70V50a30 30 0 0 1 60 0v20" ${L}/>`,
  wallet: (B) =>
    `<rect x="25" y="55" width="150" height="100" rx="12" ${B}/><path d="M130 88h45v36h-45a18 18 0 0 1 0-36z" ${B}/>`,
  hat: (B) =>
    `<path d="M30 135c0-50 30-80 70-80s70 30 70 80z" ${B}/><path d="M25 135h150M128 62c28-12 45 6 38 28" ${L}/>`,
  lipstick: (B) => `<rect x="70" y="100" width="60" height="80" rx="6" ${B}/><path d="M78 100V60l44-25v65z" ${W}/>`,
  bottle: (B) =>
    `<path d="M85 20h30v30l20 20v110H65V70l20-20z" ${B}/><rect x="72" y="100" width="56" height="45" ${W} fill-opacity=".5"/>`,
  jar: (B) =>
    `<rect x="45" y="38" width="110" height="30" rx="6" ${W}/><rect x="40" y="68" width="120" height="110" rx="18" ${B}/>`,
  tube: (B) => `<path d="M60 20h80l-10 140H70z" ${B}/><rect x="82" y="160" width="36" height="22" rx="4" ${W}/>`,
  perfume: (B) =>
    `<rect x="85" y="20" width="30" height="30" ${W}/><rect x="45" y="55" width="110" height="125" rx="24" ${B}/><circle cx="100" cy="118" r="26" ${L}/>`,
  soap: (B) =>
    `<rect x="30" y="80" width="140" height="80" rx="30" ${B}/><circle cx="60" cy="55" r="12" ${L}/><circle cx="92" cy="38" r="8" ${L}/>`,
  pot: (B) =>
    `<path d="M35 80h130v70a25 25 0 0 1-25 25H60a25 25 0 0 1-25-25z" ${B}/><path d="M18 92h17M165 92h17M70 80V62h60v18" ${L}/>`,
  knife: (B) =>
    `<path d="M30 130L150 30c15 10 20 40 0 60L72 142z" ${B}/><path d="M70 142l-25 35" stroke="#fff" stroke-width="22" stroke-linecap="round"/>`,
  kettle: (B) =>
    `<path d="M55 70h90l15 105H40z" ${B}/><path d="M65 70c0-30 70-30 70 0M158 100l25-20M45 108c-22 0-22 42 3 42" ${L}/>`,
  pillow: (B) => `<path d="M30 60c40-15 100-15 140 0 10 30 10 60 0 90-40 15-100 15-140 0-10-30-10-60 0-90z" ${B}/>`,
  box: (B) => `<path d="M30 60l70-30 70 30v90l-70 30-70-30z" ${B}/><path d="M30 60l70 30 70-30M100 90v90" ${L}/>`,
  fan: (B) =>
    `<circle cx="100" cy="80" r="60" ${B}/><path d="M100 80c0-40 30-40 30-20s-30 20-30 20c0 40-30 40-30 20s30-20 30-20M100 140v40M70 180h60" ${L}/>`,
  chair: (B) =>
    `<rect x="60" y="20" width="80" height="80" rx="8" ${B}/><rect x="48" y="100" width="104" height="22" rx="6" ${B}/><path d="M62 122v58M138 122v58" ${L}/>`,
  table: (B) =>
    `<rect x="20" y="70" width="160" height="22" rx="4" ${B}/><path d="M40 92v85M160 92v85M62 92v45M138 92v45" ${L}/>`,
  wardrobe: (B) =>
    `<rect x="40" y="20" width="120" height="160" rx="6" ${B}/><path d="M100 20v160M88 95v20M112 95v20" ${L}/>`,
  cup: (B) =>
    `<path d="M40 75h110v55a40 40 0 0 1-40 40H80a40 40 0 0 1-40-40z" ${B}/><path d="M150 88c30 0 30 40 0 40M72 58c0-15 15-15 15-30M104 58c0-15 15-15 15-30" ${L}/>`,
  sack: (B) => `<path d="M60 30h80l-10 25c35 25 40 75 25 115H45c-15-40-10-90 25-115z" ${B}/><path d="M66 55h68" ${L}/>`,
  can: (B) => `<rect x="55" y="30" width="90" height="140" rx="14" ${B}/><path d="M55 60h90M55 140h90" ${L}/>`,
  bowl: (B) => `<path d="M25 95h150a75 75 0 0 1-150 0z" ${B}/><path d="M80 85l40-65M100 85l40-55" ${L}/>`,
  snack: (B) =>
    `<path d="M45 25h110l-10 20 10 20v100l-10 15H55l-10-15V65l10-20z" ${B}/><circle cx="100" cy="112" r="25" ${L}/>`,
  leaf: (B) => `<path d="M40 160C40 80 90 30 170 30c0 80-50 130-130 130z" ${B}/><path d="M40 160L120 80" ${L}/>`,
  babybottle: (B) =>
    `<path d="M86 18h28l6 32H80z" ${W}/><rect x="70" y="50" width="60" height="15" rx="4" ${W}/><rect x="65" y="65" width="70" height="115" rx="20" ${B}/><path d="M85 100h15M85 125h15M85 150h15" ${L}/>`,
  blocks: (B) =>
    `<rect x="30" y="110" width="65" height="65" rx="6" ${B}/><rect x="105" y="110" width="65" height="65" rx="6" ${B}/><rect x="67" y="40" width="65" height="65" rx="6" ${B}/>`,
  teddy: (B) =>
    `<circle cx="60" cy="45" r="20" ${B}/><circle cx="140" cy="45" r="20" ${B}/><ellipse cx="100" cy="150" rx="50" ry="35" ${B}/><circle cx="100" cy="82" r="45" ${B}/><circle cx="84" cy="75" r="5" ${W}/><circle cx="116" cy="75" r="5" ${W}/>`,
  car: (B) =>
    `<path d="M20 130v-25l25-10 20-35h70l25 35 20 10v25z" ${B}/><circle cx="55" cy="135" r="18" ${B}/><circle cx="145" cy="135" r="18" ${B}/>`,
  ball: (B) =>
    `<circle cx="100" cy="100" r="75" ${B}/><path d="M100 60l30 22-12 36H82L70 82z" ${W}/><path d="M100 25v35M170 80l-40 2M30 80l40 2M60 165l22-47M140 165l-22-47" ${L}/>`,
  racket: (B) =>
    `<ellipse cx="112" cy="72" rx="45" ry="55" ${B}/><path d="M86 118L40 182M70 55h84M70 85h84M112 17v110" ${L}/>`,
  dumbbell: (B) =>
    `<path d="M50 100h100" stroke="#fff" stroke-width="16"/><rect x="20" y="60" width="32" height="80" rx="6" ${B}/><rect x="148" y="60" width="32" height="80" rx="6" ${B}/>`,
  mat: (B) =>
    `<rect x="25" y="70" width="120" height="100" rx="6" ${B}/><circle cx="150" cy="80" r="32" ${B}/><circle cx="150" cy="80" r="12" ${L}/>`,
  rope: (B) =>
    `<path d="M46 60c-30 60 0 115 54 115s84-55 54-115" ${L}/><rect x="35" y="18" width="22" height="50" rx="8" ${B}/><rect x="143" y="18" width="22" height="50" rx="8" ${B}/>`,
  tent: (B) => `<path d="M100 30L20 170h160z" ${B}/><path d="M100 30v140M100 170l-25-50" ${L}/>`,
  backpack: (B) =>
    `<rect x="45" y="40" width="110" height="140" rx="30" ${B}/><path d="M75 40V25h50v15M65 120h70v40H65z" ${L}/>`,
  bicycle: (B) =>
    `<circle cx="50" cy="130" r="35" ${L}/><circle cx="150" cy="130" r="35" ${L}/><path d="M50 130l35-60h50l15 60M85 70l30 60H50M125 48h25" ${L}/><circle cx="115" cy="130" r="10" ${B}/>`,
  motorcycle: (B) =>
    `<circle cx="45" cy="140" r="30" ${L}/><circle cx="155" cy="140" r="30" ${L}/><path d="M45 140l30-50h60l20 50M120 60h25l10 30" ${L}/><rect x="70" y="82" width="62" height="28" rx="8" ${B}/>`,
  book: (B) =>
    `<path d="M30 40h60a15 15 0 0 1 15 15v125a15 15 0 0 0-15-15H30z" ${B}/><path d="M170 40h-60a15 15 0 0 0-15 15v125a15 15 0 0 1 15-15h60z" ${B}/>`,
  pen: (B) => `<path d="M140 25l35 35L70 165l-45 10 10-45z" ${B}/><path d="M120 45l35 35" ${L}/>`,
  folder: (B) => `<path d="M20 50h60l15 20h85v100H20z" ${B}/><path d="M20 90h160" ${L}/>`,
  calculator: (B) =>
    `<rect x="45" y="20" width="110" height="160" rx="12" ${B}/><rect x="60" y="35" width="80" height="35" ${W}/><path d="M70 95h0M100 95h0M130 95h0M70 125h0M100 125h0M130 125h0M70 155h0M100 155h0M130 155h0" stroke="#fff" stroke-width="16" stroke-linecap="round"/>`,
  stapler: (B) =>
    `<rect x="20" y="150" width="160" height="22" rx="6" ${B}/><path d="M30 138l140-48v30L30 150z" ${B}/>`,
  brush: (B) =>
    `<path d="M150 20l30 30-80 80-30-30z" ${B}/><path d="M70 100c-30 0-45 20-45 50 0 15-10 25-10 25 40 5 70-10 75-45z" ${W}/>`,
  pill: (B) => `<rect x="25" y="70" width="150" height="60" rx="30" ${B}/><path d="M100 70v60" ${L}/>`,
  thermometer: (B) =>
    `<rect x="85" y="20" width="30" height="120" rx="15" ${B}/><circle cx="100" cy="152" r="25" ${B}/><path d="M100 60v90" ${L}/>`,
  mask: (B) =>
    `<path d="M45 65c35-15 75-15 110 0v65c-35 30-75 30-110 0z" ${B}/><path d="M45 80H20v40l25 10M155 80h25v40l-25 10M65 92h70M65 112h70" ${L}/>`,
  cross: (B) =>
    `<rect x="30" y="50" width="140" height="110" rx="14" ${B}/><path d="M100 75v60M70 105h60" stroke="#fff" stroke-width="18" stroke-linecap="round"/>`,
  helmet: (B) =>
    `<path d="M30 135c0-60 35-95 75-95s65 35 65 95z" ${B}/><path d="M100 88h70v36h-70z" ${W} fill-opacity=".6"/><path d="M30 135h140" ${L}/>`,
  tyre: (B) =>
    `<circle cx="100" cy="100" r="80" ${B}/><circle cx="100" cy="100" r="35" ${L}/><path d="M100 20v45M100 135v45M20 100h45M135 100h45" ${L}/>`,
  fridge: (B) =>
    `<rect x="50" y="15" width="100" height="170" rx="10" ${B}/><path d="M50 75h100M70 35v25M70 95v40" ${L}/>`,
  washer: (B) =>
    `<rect x="35" y="20" width="130" height="160" rx="10" ${B}/><circle cx="100" cy="112" r="45" ${L}/><path d="M35 50h130" ${L}/>`,
  aircon: (B) =>
    `<rect x="15" y="50" width="170" height="70" rx="14" ${B}/><path d="M30 100h140M60 140c0 15-10 20-10 35M100 140c0 15-10 20-10 35M140 140c0 15-10 20-10 35" ${L}/>`,
  iron: (B) =>
    `<path d="M20 150c0-50 40-80 100-80h40c10 0 15 10 15 20v60z" ${B}/><path d="M60 70c0-30 20-40 50-40h40" ${L}/>`,
  vacuum: (B) =>
    `<circle cx="100" cy="100" r="75" ${B}/><circle cx="100" cy="100" r="30" ${L}/><path d="M100 25v40" ${L}/>`,
  heater: (B) =>
    `<rect x="40" y="25" width="120" height="130" rx="16" ${B}/><path d="M80 155v25M120 155v25M70 70c10 15-10 25 0 40M100 70c10 15-10 25 0 40M130 70c10 15-10 25 0 40" ${L}/>`,
  solar: (B) =>
    `<path d="M40 40h120l20 110H20z" ${B}/><path d="M30 95h140M80 40l-10 110M120 40l10 110M100 150v30" ${L}/>`,
  generator: (B) =>
    `<rect x="25" y="60" width="150" height="100" rx="12" ${B}/><path d="M25 60l20-25h110l20 25M60 100h40M140 90v40M45 160v20M155 160v20" ${L}/>`,
  lamp: (B) => `<path d="M60 20h80l25 80H35z" ${B}/><path d="M100 100v60M60 175h80" ${L}/>`,
  dryer: (B) =>
    `<path d="M30 60h90a40 40 0 0 1 0 80H30z" ${B}/><path d="M70 140l-15 45h30l10-45z" ${B}/><path d="M165 85h20M165 115h20" ${L}/>`,
  shaver: (B) =>
    `<rect x="65" y="45" width="70" height="135" rx="30" ${B}/><rect x="55" y="20" width="90" height="35" rx="10" ${W}/>`,
  toothbrush: (B) =>
    `<rect x="89" y="60" width="22" height="125" rx="10" ${B}/><rect x="86" y="15" width="28" height="50" rx="8" ${W}/>`,
  star: (B) => `<path d="M100 20l24 50 55 7-40 38 10 55-49-27-49 27 10-55-40-38 55-7z" ${B}/>`,
  store: (B) =>
    `<path d="M25 80l15-50h120l15 50z" ${B}/><rect x="35" y="80" width="130" height="95" ${B}/><path d="M85 175v-50h30v50" ${L}/>`,
  person: (B) => `<circle cx="100" cy="70" r="38" ${B}/><path d="M30 180c0-45 30-70 70-70s70 25 70 70z" ${B}/>`,
  image: (B) =>
    `<rect x="25" y="40" width="150" height="120" rx="10" ${B}/><path d="M35 150l45-50 30 30 20-20 35 40" ${L}/><circle cx="135" cy="75" r="12" ${W}/>`,
  city: (B) => `<path d="M20 180V90h40v90M60 180V40h50v140M110 180V70h35v110M145 180v-60h35v60" ${B}/>`,
} satisfies Record<string, Icon>;

export type IconName = keyof typeof ICONS;

export function iconSvg(name: IconName, accent: string): string {
  return ICONS[name](`fill="${accent}" stroke="#fff" stroke-width="8" stroke-linejoin="round"`);
}
