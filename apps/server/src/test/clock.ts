import type { Clock } from '../lib/context';

/** A clock a test moves by hand (`buildApp({ clock })`); it starts at the real time. */
export function testClock(startMs = Date.now()): Clock & { advance(seconds: number): void } {
  let ms = startMs;
  return Object.assign(() => ms, {
    advance(seconds: number) {
      ms += seconds * 1000;
    },
  });
}
