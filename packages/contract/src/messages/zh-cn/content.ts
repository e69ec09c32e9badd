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
  // The decoration of the home page (ADR 104)
  DECORATE_TEXT_INVALID: '文字须为一行，最多 {max} 个字符',
  DECORATE_TITLE_REQUIRED: '请输入缅甸语标题',
  DECORATE_LINK_INVALID: '链接须为本站页面（/…）或 http(s):// 地址',
  DECORATE_IMAGE_INVALID: '图片必须是已上传的图片或 https:// 地址',
  DECORATE_IMAGE_REQUIRED: '请上传图片',
  DECORATE_WINDOW_INVALID: '结束时间须晚于开始时间',
  DECORATE_TOO_MANY: '项目过多',
  DECORATE_POSITION_NOT_FOUND: '该广告位不存在',
  DECORATE_ITEM_NOT_FOUND: '该项目已不存在，请刷新页面',
  DECORATE_NO_DRAFT: '没有可发布的草稿',
  DECORATE_PREVIEW_EXPIRED: '预览链接已过期，请从后台重新打开预览',
};
