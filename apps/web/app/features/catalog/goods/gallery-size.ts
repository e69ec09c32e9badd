/** The main picture's side and the zoom lens's side, in CSS pixels. */
export const SIZE = 400;
export const LENS = 200;

export interface Lens {
  x: number;
  y: number;
}
