import { describe, expect, it } from 'vitest';
import enUs from '~/locales/en-us.json';
import { historyMarker } from './message-list';

describe('the head of a fully loaded chat history (issue 20 §13)', () => {
  it('says "no chat records" only when there are none', () => {
    expect(historyMarker(0)).toBe('chat.noRecords');
    expect(historyMarker(12)).toBe('chat.historyStart');
    expect(enUs.chat.historyStart).toBe('No earlier messages');
  });
});
