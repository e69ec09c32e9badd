import { describe, expect, it } from 'vitest';
import { chatReducer, initialChatState, withCurrentShop } from './chat-state';
import type { ConversationView, MessageView } from './chat-types';

const msg = (id: number, fromBuyer = true): MessageView => ({
  key: `r${id}`,
  id,
  fromBuyer,
  contentType: 0,
  text: `m${id}`,
  day: '2026-03-10',
  clock: `09:00:${String(id).padStart(2, '0')}`,
  name: '',
  avatar: '',
});
const conv = (siteId: number, unread = 0): ConversationView => ({
  siteId,
  name: `shop ${siteId}`,
  logo: '',
  online: false,
  unread,
  preview: '',
  previewType: 0,
  time: 0,
});

describe('chat dialog state (SPEC §4)', () => {
  it('pages history: page 1 replaces, later pages go above, the marker once page >= page_count', () => {
    let s = chatReducer(initialChatState(5), { type: 'history', page: 1, pageCount: 3, list: [msg(7), msg(8)] });
    expect(s.page).toBe(2);
    expect(s.noMore).toBe(false);
    s = chatReducer(s, { type: 'history', page: 2, pageCount: 3, list: [msg(5), msg(6)] });
    expect(s.messages.map((m) => m.id)).toEqual([5, 6, 7, 8]);
    expect(s.page).toBe(3);
    s = chatReducer(s, { type: 'history', page: 3, pageCount: 3, list: [msg(4)] });
    expect(s.noMore).toBe(true);
    expect(s.messages.map((m) => m.id)).toEqual([4, 5, 6, 7, 8]);
  });

  it('keeps a live message that arrived while page 1 was loading (a reconnect)', () => {
    let s = chatReducer(initialChatState(5), { type: 'init' });
    s = chatReducer(s, { type: 'received', message: msg(9) });
    s = chatReducer(s, { type: 'history', page: 1, pageCount: 1, list: [msg(7), msg(8)] });
    expect(s.messages.map((m) => m.id)).toEqual([7, 8, 9]);
    s = chatReducer(s, { type: 'history', page: 1, pageCount: 1, list: [msg(7), msg(8), msg(9)] });
    expect(s.messages.map((m) => m.id)).toEqual([7, 8, 9]);
  });

  it('sets the marker at once when there is a single page', () => {
    const s = chatReducer(initialChatState(5), { type: 'history', page: 1, pageCount: 1, list: [] });
    expect(s.noMore).toBe(true);
  });

  it('drops a live message it already shows', () => {
    let s = chatReducer(initialChatState(5), { type: 'received', message: msg(9) });
    s = chatReducer(s, { type: 'received', message: msg(9) });
    expect(s.messages).toHaveLength(1);
  });

  it('selecting a conversation resets paging, clears messages and zeroes its unread count', () => {
    let s = { ...initialChatState(5), conversations: [conv(5), conv(6, 3)] };
    s = chatReducer(s, { type: 'history', page: 1, pageCount: 2, list: [msg(1)] });
    s = chatReducer(s, { type: 'select', peer: 6 });
    expect(s.peer).toBe(6);
    expect(s.messages).toEqual([]);
    expect(s.page).toBe(1);
    expect(s.noMore).toBe(false);
    expect(s.conversations.find((c) => c.siteId === 6)?.unread).toBe(0);
  });

  it('init clears the messages; a bind result sets the service state', () => {
    let s = chatReducer(initialChatState(5), { type: 'received', message: msg(1) });
    s = chatReducer(s, { type: 'init' });
    expect(s.messages).toEqual([]);
    expect(chatReducer(s, { type: 'bound', servicer: null }).service).toBe('offline');
    expect(chatReducer(s, { type: 'bound', servicer: { id: 2, nickname: 'A', avatar: '' } }).service).toBe('online');
  });

  it('puts the current shop on top only when the list lacks it', () => {
    expect(withCurrentShop([conv(1), conv(2)], conv(3)).map((c) => c.siteId)).toEqual([3, 1, 2]);
    expect(withCurrentShop([conv(1), conv(3)], conv(3)).map((c) => c.siteId)).toEqual([1, 3]);
    expect(withCurrentShop([conv(1)], null).map((c) => c.siteId)).toEqual([1]);
  });
});
