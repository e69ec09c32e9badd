/** The parts of Google's `myanmar-tools` (it ships no types) that Zay uses. */
declare module 'myanmar-tools' {
  export class ZawgyiDetector {
    /** 0…1, how likely `text` is Zawgyi; -Infinity when it has no Myanmar characters. */
    getZawgyiProbability(text: string): number;
  }
  export class ZawgyiConverter {
    zawgyiToUnicode(text: string): string;
  }
}
