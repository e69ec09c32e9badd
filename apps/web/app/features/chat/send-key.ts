interface KeyLike {
  key: string;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}

/** Enter alone sends; with Ctrl, Shift, Alt or Meta it does not (SPEC §2); never mid-IME composition. */
export function isSendKey(event: KeyLike, composing: boolean): boolean {
  return event.key === 'Enter' && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.metaKey && !composing;
}
