import { describe, expect, it } from 'vitest';
import { chatSayBodySchema } from './chat.schemas';
import { chatServerFrameSchema, parseChatClientFrame, parseChatServerFrame } from './chat.events';
import { stripChatTags } from './chat.text';
import { workbenchSayBodySchema } from '../staff/servicer.schemas';

describe('chat text', () => {
  it.each([
    ['<script>alert(1)</script>', 'alert(1)'],
    ['a<div>b</div><br>c<br />', 'abc'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<scr<script>ipt>alert(1)</script>', 'alert(1)'],
    ['1 < 2 and 3 > 2', '1 < 2 and 3 > 2'],
    ['<!-- x --><b>bold</b>', 'bold'],
    ['trailing <a href', 'trailing a href'],
    ['မင်္ဂလာပါ [emjoy_01]', 'မင်္ဂလာပါ [emjoy_01]'],
  ])('strips tags from %j', (input, out) => {
    expect(stripChatTags(input)).toBe(out);
  });

  it('checks a say body by content_type', () => {
    expect(chatSayBodySchema.parse({ site_id: '3', content_type: '0', message: ' <b>hi</b> ' })).toEqual({
      site_id: 3,
      content_type: 0,
      content: 'hi',
      goods_sku_id: 0,
      order_id: 0,
    });
    expect(chatSayBodySchema.parse({ site_id: 3, content_type: 1, goods_id: '12' })).toMatchObject({
      goods_sku_id: 12,
      content: '',
    });
    expect(
      chatSayBodySchema.safeParse({ site_id: 3, content_type: 0, message: '<br>' }).error?.issues[0]?.message,
    ).toBe('CHAT_BLANK');
    expect(
      chatSayBodySchema.safeParse({ site_id: 3, content_type: 0, message: 'x'.repeat(151) }).error?.issues[0]?.message,
    ).toBe('CHAT_TOO_LONG');
    expect(
      chatSayBodySchema.safeParse({ site_id: 3, content_type: 3, message: 'upload/../../etc/passwd' }).success,
    ).toBe(false);
    expect(chatSayBodySchema.safeParse({ site_id: 3, content_type: 4, message: 'x' }).success).toBe(false);
    expect(workbenchSayBodySchema.parse({ member_id: 5, content_type: 2, order_id: 9 })).toMatchObject({
      member_id: 5,
      order_id: 9,
    });
  });
});

describe('socket frames', () => {
  it('accepts ping as text or JSON and drops everything else', () => {
    expect(parseChatClientFrame('ping')).toEqual({ type: 'ping' });
    expect(parseChatClientFrame('{"type":"ping"}')).toEqual({ type: 'ping' });
    expect(parseChatClientFrame('{"type":"say"}')).toBeNull();
    expect(parseChatClientFrame('nonsense')).toBeNull();
    expect(parseChatClientFrame(JSON.stringify({ type: 'ping', pad: 'x'.repeat(2000) }))).toBeNull();
  });

  it('parses server frames by type', () => {
    expect(parseChatServerFrame('{"type":"init","data":{"client_id":"abc"}}')).toEqual({
      type: 'init',
      data: { client_id: 'abc' },
    });
    expect(
      parseChatServerFrame(
        '{"type":"connect","data":{"site_id":1,"shop_id":1,"servicer_id":0,"nickname":"","avatar":""}}',
      )?.type,
    ).toBe('connect');
    expect(parseChatServerFrame('{"type":"boom","data":{}}')).toBeNull();
    expect(chatServerFrameSchema.safeParse({ type: 'string', data: { id: 1 } }).success).toBe(false);
  });
});
