/** Content: notices, help and live rooms, in English. */
export const content = {
  NOTICE_NOT_FOUND: 'This announcement does not exist',
  HELP_NOT_FOUND: 'This help article does not exist',
  LIVE_ROOM_NOT_FOUND: 'This live room does not exist',
  LIVE_STATUS_101: 'Live now',
  LIVE_STATUS_102: 'Not started',
  LIVE_STATUS_103: 'Ended',
  LIVE_STATUS_104: 'Banned',
  LIVE_STATUS_105: 'Paused',
  LIVE_STATUS_106: 'Error',
  LIVE_STATUS_107: 'Expired',
  HELP_CLASS_NOT_FOUND: 'This help class does not exist',
  LIVE_REVIEW_STATE_CHANGED: 'Only a room waiting for review can be approved or refused',
  HELP_CLASS_NOT_EMPTY: 'Move or delete the articles of this class first',
  CONTENT_TITLE_REQUIRED: 'Please enter the title',
  LIVE_AUDIT_PENDING: 'Waiting for review',
  LIVE_AUDIT_APPROVED: 'Approved',
  LIVE_AUDIT_REFUSED: 'Refused',

  LIVE_PLUGIN_NOT_INSTALLED: 'The live plugin is not installed',
} as const;
