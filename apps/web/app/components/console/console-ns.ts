/**
 * The consoles that share one chrome; each keeps its own strings under its own namespace of the
 * locale files (`title`, `loginTitle`, `loginIntro`, `username`, `password`, `submit`,
 * `submitting`, `logout`, `menu`), so a console words its chrome its own way.
 */
export type ConsoleNs = 'seller' | 'servicer' | 'platform';
