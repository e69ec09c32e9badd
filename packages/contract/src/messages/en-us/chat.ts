/** Chat with customer service, in English. */
export const chat = {
  // Chat
  CHAT_BLANK: 'Cannot send blank content',
  CHAT_TOO_LONG: 'Max 150 characters at once',
  CHAT_NOT_LOGGED_IN: 'You are not logged in',
  SERVICER_OFFLINE: 'Customer service is not online',
  SERVICER_ONLINE: 'Customer service is online',
  CHAT_IMAGE_INVALID: 'The image was not found, please upload it again',
  CHAT_CONNECTION_GONE: 'The chat connection was lost, please reopen the chat',
  CHAT_CONVERSATION_NOT_FOUND: 'This conversation does not exist',
  CHAT_ORDER_INVALID: 'This order cannot be sent in this chat',
} as const;
