import type { site as en } from '../en-us/site';

/** The marketplace's own settings (the platform console's site settings), in Chinese. */
export const site: Record<keyof typeof en, string> = {
  SETTINGS_SAVED: '设置已保存',
  SETTINGS_IMAGE_INVALID: '图片须为已上传的文件或 http(s) 地址',
  SETTINGS_LINK_INVALID: '链接须以 http:// 或 https:// 开头',
  SETTINGS_TITLE_REQUIRED: '请输入网站标题',
  SETTINGS_PHONE_INVALID: '电话号码只能包含数字、空格、+、- 和括号',
  SETTINGS_LOGIN_REQUIRED: '至少保留一种登录方式',
  SETTINGS_SERVICE_LINK: '请填写第三方客服链接（http:// 或 https://）',
  SETTINGS_ACCOUNT_NUMBER: '账号只能包含数字、空格和短横线',
  SETTINGS_PAY_NONE: '请至少开启一种支付方式',
  SETTINGS_BANK_REQUIRED: '开启银行转账需填写账号和户名',
  SETTINGS_TRANSFER_REQUIRED: '请至少选择一种提现方式',
  SETTINGS_REWARD_DAYS: '签到奖励的天数须逐行递增',
  SETTINGS_LEVELS_ORDER: '第一个等级的成长值须为 0，其后每级须高于前一级',
};
