import { iconSvg, type IconName } from './image-icons';
import { createRandom } from './random';

const FONT = 'font-family="DejaVu Sans, Verdana, sans-serif"';

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function hsl(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(255 * c)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

function fitFont(text: string, maxWidth: number, maxSize: number): number {
  return Math.max(12, Math.min(maxSize, Math.floor(maxWidth / (Math.max(text.length, 1) * 0.7))));
}

function text(x: number, y: number, value: string, size: number, fill: string, extra = ''): string {
  return `<text x="${x}" y="${y}" ${FONT} font-size="${size}" fill="${fill}" ${extra}>${escapeXml(value)}</text>`;
}

function shadowedText(x: number, y: number, value: string, size: number, anchor: string): string {
  const a = `text-anchor="${anchor}" font-weight="bold"`;
  return text(x + 2, y + 3, value, size, '#000', `${a} fill-opacity=".25"`) + text(x, y, value, size, '#fff', a);
}

function gradient(id: string, h: number, diagonal: boolean, light = 78, dark = 48): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${diagonal ? 1 : 0}" y2="1"><stop offset="0" stop-color="${hsl(h, 70, light)}"/><stop offset="1" stop-color="${hsl((h + 35) % 360, 62, dark)}"/></linearGradient>`;
}

function bubbles(seed: number, w: number, h: number, count: number): string {
  const rng = createRandom(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const r = rng.int(Math.round(h / 10), Math.round(h / 3));
    out += `<circle cx="${rng.int(0, w)}" cy="${rng.int(0, h)}" r="${r}" fill="#fff" fill-opacity="${(0.06 + rng.next() * 0.12).toFixed(2)}"/>`;
  }
  return out;
}

function placeIcon(icon: IconName, accent: string, x: number, y: number, scale: number, rotate = 0): string {
  return `<g transform="translate(${x} ${y}) rotate(${rotate} ${100 * scale} ${100 * scale}) scale(${scale})">${iconSvg(icon, accent)}</g>`;
}

function svgDoc(w: number, h: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

export interface ProductArt {
  seed: number;
  hue: number;
  icon: IconName;
  accent: string;
  brand: string;
  model: string;
  tag: string;
  alternate: boolean;
}

export function productSvg(a: ProductArt): string {
  const tilt = a.alternate ? -14 : 0;
  const chip = a.tag
    ? `<rect x="40" y="40" width="${a.tag.length * 22 + 56}" height="60" rx="30" fill="#fff" fill-opacity=".9"/><circle cx="72" cy="70" r="14" fill="${a.accent}" stroke="#999" stroke-width="2"/>${text(96, 82, a.tag, 32, '#333', 'font-weight="bold"')}`
    : '';
  const brand = a.brand ? shadowedText(400, 668, a.brand.toUpperCase(), 34, 'middle') : '';
  return svgDoc(
    800,
    800,
    gradient('g', a.hue, a.alternate),
    `<rect width="800" height="800" fill="url(#g)"/>${bubbles(a.seed, 800, 800, 5)}` +
      `<ellipse cx="400" cy="585" rx="240" ry="34" fill="#000" fill-opacity=".13"/>` +
      placeIcon(a.icon, a.accent, a.alternate ? 230 : 180, a.alternate ? 140 : 110, a.alternate ? 1.7 : 2.2, tilt) +
      chip +
      brand +
      shadowedText(400, 740, a.model, fitFont(a.model, 720, 58), 'middle'),
  );
}

/** The part of a banner that nothing covers on the page (the home carousel sits between the category menu and the welcome panel). */
export interface SafeArea {
  left: number;
  right: number;
}

function bannerArt(w: number, h: number, hue: number, icons: IconName[], right: number): string {
  const big = h * 0.62;
  const small = h * 0.42;
  const x = right - w * 0.02 - big;
  const colour = (i: number) => hsl((hue + 180 + i * 50) % 360, 60, 55);
  const [first, ...rest] = icons;
  if (!first) return '';
  const side = rest
    .slice(0, 2)
    .map((icon, i) =>
      placeIcon(
        icon,
        colour(i + 1),
        x - small * 0.9,
        i === 0 ? h * 0.07 : h - small - h * 0.07,
        small / 200,
        i ? 8 : -8,
      ),
    );
  return placeIcon(first, colour(0), x, (h - big) / 2, big / 200, -6) + side.join('');
}

export function bannerSvg(
  w: number,
  h: number,
  hue: number,
  seed: number,
  title: string,
  subtitle: string,
  icons: IconName[],
  safe: SafeArea = { left: w * 0.05, right: w * 0.96 },
): string {
  const textWidth = Math.min(w * 0.5, (safe.right - safe.left) * 0.55);
  const size = fitFont(title, textWidth, Math.round(h * 0.26));
  const sub = subtitle
    ? text(
        Math.round(safe.left),
        Math.round(h * 0.5 + size * 0.9),
        subtitle,
        fitFont(subtitle, textWidth, Math.max(16, Math.round(h * 0.09))),
        '#fff',
        'fill-opacity=".92"',
      )
    : '';
  return svgDoc(
    w,
    h,
    gradient('b', hue, true, 62, 40),
    `<rect width="${w}" height="${h}" fill="url(#b)"/>${bubbles(seed, w, h, 8)}${bannerArt(w, h, hue, icons, safe.right)}` +
      shadowedText(Math.round(safe.left), Math.round(h * 0.5), title, size, 'start') +
      sub,
  );
}

export function stripSvg(w: number, h: number, hue: number, seed: number, title: string): string {
  return svgDoc(
    w,
    h,
    gradient('s', hue, false, 55, 42),
    `<rect width="${w}" height="${h}" fill="url(#s)"/>${bubbles(seed, w, h * 3, 6)}` +
      shadowedText(Math.round(w / 2), Math.round(h * 0.64), title, Math.round(h * 0.42), 'middle'),
  );
}

export function tileSvg(w: number, h: number, hue: number, icon: IconName, label: string): string {
  const scale = (Math.min(w, h) * (label ? 0.55 : 0.7)) / 200;
  const x = (w - 200 * scale) / 2;
  const caption = label
    ? text(
        w / 2,
        h - h * 0.1,
        label,
        fitFont(label, w * 0.9, Math.round(h * 0.12)),
        hsl(hue, 55, 30),
        'text-anchor="middle" font-weight="bold"',
      )
    : '';
  return svgDoc(
    w,
    h,
    '',
    `<rect width="${w}" height="${h}" fill="${hsl(hue, 70, 94)}"/><circle cx="${w / 2}" cy="${label ? h * 0.42 : h / 2}" r="${Math.min(w, h) * 0.42}" fill="${hsl(hue, 65, 82)}"/>` +
      placeIcon(icon, hsl(hue, 60, 50), x, label ? h * 0.42 - 100 * scale : (h - 200 * scale) / 2, scale) +
      caption,
  );
}

export function logoSvg(w: number, h: number, hue: number, initials: string): string {
  return svgDoc(
    w,
    h,
    gradient('l', hue, true, 60, 38),
    `<rect width="${w}" height="${h}" rx="${w * 0.18}" fill="url(#l)"/><circle cx="${w / 2}" cy="${h / 2}" r="${w * 0.36}" fill="none" stroke="#fff" stroke-width="${w * 0.025}" stroke-opacity=".7"/>` +
      text(w / 2, h / 2 + w * 0.12, initials, Math.round(w * 0.32), '#fff', 'text-anchor="middle" font-weight="bold"'),
  );
}

export function brandSvg(w: number, h: number, hue: number, name: string): string {
  const colour = hsl(hue, 65, 38);
  return svgDoc(
    w,
    h,
    '',
    `<rect width="${w}" height="${h}" fill="#fff"/><rect x="6" y="6" width="${w - 12}" height="${h - 12}" rx="14" fill="none" stroke="${colour}" stroke-width="4"/>` +
      text(w / 2, h / 2 + 12, name, fitFont(name, w - 40, 36), colour, 'text-anchor="middle" font-weight="bold"'),
  );
}

export function wordmarkSvg(w: number, h: number): string {
  return svgDoc(
    w,
    h,
    '',
    `<circle cx="${h / 2}" cy="${h / 2}" r="${h * 0.42}" fill="#e8452c"/>${placeIcon('bag', '#e8452c', h * 0.16, h * 0.14, (h * 0.68) / 200)}` +
      text(h + 12, h * 0.76, 'Zay', Math.round(h * 0.78), '#d12f33', 'font-weight="bold"'),
  );
}

export function placeholderSvg(w: number, h: number, icon: IconName): string {
  const scale = (Math.min(w, h) * 0.5) / 200;
  return svgDoc(
    w,
    h,
    '',
    `<rect width="${w}" height="${h}" fill="#f2f3f5"/><circle cx="${w / 2}" cy="${h / 2}" r="${Math.min(w, h) * 0.36}" fill="#e4e6ea"/>` +
      placeIcon(icon, '#c3c8cf', (w - 200 * scale) / 2, (h - 200 * scale) / 2, scale),
  );
}
