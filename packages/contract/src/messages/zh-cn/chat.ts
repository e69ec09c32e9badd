import type { chat as en } from '../en-us/chat';

/** Chat with customer service, in Simplified Chinese. */
export const chat: Record<keyof typeof en, string> = {
  // Chat
  CHAT_BLANK: '不能发送空白内容',
  CHAT_TOO_LONG: '每次最多发送150个字',
  CHAT_NOT_LOGGED_IN: '您还没有登录',
  SERVICER_OFFLINE: '客服不在线',
  SERVICER_ONLINE: '客服在线',
  CHAT_IMAGE_INVALID: '图片不存在，请重新上传',
  CHAT_CONNECTION_GONE: '聊天连接已断开，请重新打开聊天',
  CHAT_CONVERSATION_NOT_FOUND: '该会话不存在',
  CHAT_ORDER_INVALID: '该订单不能在此会话中发送',
};
