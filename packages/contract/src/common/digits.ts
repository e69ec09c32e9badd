/** Burmese keyboards type Myanmar digits (၀–၉); codes and numbers compare as ASCII digits. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[\u1040-\u1049]/g, (d) => String(d.charCodeAt(0) - 0x1040));
}
