import { CHAT_MESSAGE_MAX } from '@zay/contract';
import { describe, expect, it } from 'vitest';
import { checkChatText, clampChatText, isSendKey } from './chat-text';

describe('chat text rules (SPEC §5)', () => {
  it('strips div and br markup before sending', () => {
    expect(checkChatText('<div>hi</div><br><BR/>there<br />')).toEqual({ ok: true, text: 'hithere' });
  });

  it('refuses blank text after trimming and stripping', () => {
    expect(checkChatText('   ')).toEqual({ ok: false, reason: 'blank' });
    expect(checkChatText('<div> </div><br>\n')).toEqual({ ok: false, reason: 'blank' });
    expect(checkChatText('  hello ')).toEqual({ ok: true, text: 'hello' });
  });

  it('accepts 150 characters, an emoji code counting as one, and refuses 151', () => {
    expect(checkChatText('x'.repeat(CHAT_MESSAGE_MAX)).ok).toBe(true);
    expect(checkChatText('x'.repeat(CHAT_MESSAGE_MAX + 1))).toEqual({ ok: false, reason: 'tooLong' });
    expect(checkChatText('[emjoy_02]'.repeat(CHAT_MESSAGE_MAX)).ok).toBe(true);
    expect(checkChatText(`${'[emjoy_02]'.repeat(CHAT_MESSAGE_MAX)}x`).ok).toBe(false);
  });

  it('clamps without splitting an emoji code or a Burmese character', () => {
    const text = `${'x'.repeat(CHAT_MESSAGE_MAX - 1)}[emjoy_03][emjoy_04]`;
    expect(clampChatText(text)).toBe(`${'x'.repeat(CHAT_MESSAGE_MAX - 1)}[emjoy_03]`);
    expect(clampChatText('short')).toBe('short');
    expect([...clampChatText('မ'.repeat(200))].length).toBe(CHAT_MESSAGE_MAX);
  });
});

describe('send key (SPEC §2)', () => {
  const key = (mods: Partial<Record<'ctrlKey' | 'shiftKey' | 'altKey' | 'metaKey', boolean>> = {}) => ({
    key: 'Enter',
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    metaKey: false,
    ...mods,
  });
  it('sends on Enter alone', () => expect(isSendKey(key(), false)).toBe(true));
  it('does not send with a modifier, another key or while an IME composes', () => {
    for (const mod of ['ctrlKey', 'shiftKey', 'altKey', 'metaKey'] as const)
      expect(isSendKey(key({ [mod]: true }), false)).toBe(false);
    expect(isSendKey({ ...key(), key: 'a' }, false)).toBe(false);
    expect(isSendKey(key(), true)).toBe(false);
  });
});
