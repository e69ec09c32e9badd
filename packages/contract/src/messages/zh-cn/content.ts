import type { content as en } from '../en-us/content';

/** Content: notices, help and live rooms, in Simplified Chinese. */
export const content: Record<keyof typeof en, string> = {
  NOTICE_NOT_FOUND: '该公告不存在',
  HELP_NOT_FOUND: '该帮助文章不存在',
  LIVE_ROOM_NOT_FOUND: '该直播间不存在',
  LIVE_STATUS_101: '直播中',
  LIVE_STATUS_102: '未开始',
  LIVE_STATUS_103: '已结束',
  LIVE_STATUS_104: '禁播',
  LIVE_STATUS_105: '暂停中',
  LIVE_STATUS_106: '异常',
  LIVE_STATUS_107: '已过期',
  HELP_CLASS_NOT_FOUND: '该帮助分类不存在',
  LIVE_REVIEW_STATE_CHANGED: '只有待审核的直播间可以通过或拒绝',
  HELP_CLASS_NOT_EMPTY: '请先移走或删除该分类下的文章',
  CONTENT_TITLE_REQUIRED: '请输入标题',
  LIVE_AUDIT_PENDING: '待审核',
  LIVE_AUDIT_APPROVED: '已通过',
  LIVE_AUDIT_REFUSED: '已拒绝',

  LIVE_PLUGIN_NOT_INSTALLED: '直播插件未安装',
};
