/** The parts of Google's `myanmar-tools` (CommonJS, no types of its own) that Zay uses. */
declare module 'myanmar-tools' {
  class ZawgyiDetector {
    /** 0…1, how likely `text` is Zawgyi; -Infinity when it has no Myanmar characters. */
    getZawgyiProbability(text: string): number;
  }
  class ZawgyiConverter {
    zawgyiToUnicode(text: string): string;
  }
  const myanmarTools: { ZawgyiDetector: typeof ZawgyiDetector; ZawgyiConverter: typeof ZawgyiConverter };
  export default myanmarTools;
}
