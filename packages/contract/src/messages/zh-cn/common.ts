import type { common as en } from '../en-us/common';

/** Response codes, HTTP and request failures, field validation and the texts every domain shares, in Simplified Chinese. */
export const common: Record<keyof typeof en, string> = {
  // Response codes (common/codes.ts)
  SUCCESS: '操作成功',
  ERROR: '操作失败',
  TOKEN_NOT_EXIST: '登录凭证不存在',
  TOKEN_ERROR: '登录信息有误，请重新登录',
  TOKEN_EXPIRE: '登录已过期，请重新登录',
  PARAMETER_ERROR: '参数错误',
  REQUEST_SITE_ID: '缺少店铺ID',
  SITE_CLOSE: '网站已关闭',

  // Generic HTTP and request failures
  NOT_FOUND: '请求的页面或数据不存在',
  METHOD_NOT_ALLOWED: '不支持该请求方式',
  FORBIDDEN: '您没有执行此操作的权限',
  RATE_LIMITED: '请求过于频繁，请稍后再试',
  SERVER_ERROR: '服务器出现问题，请重试',
  PAYLOAD_TOO_LARGE: '请求内容过大',
  UNSUPPORTED_MEDIA_TYPE: '不支持该内容类型',
  FORBIDDEN_ORIGIN: '不允许来自该来源的请求',
  INVALID_JSON: '请求内容不是有效的JSON',
  BAD_REQUEST: '请求格式有误',
  REQUEST_TIMEOUT: '请求超时，请重试',
  HEADERS_TOO_LARGE: '请求头过大',
  TOO_MANY_CONNECTIONS: '来自您地址的连接过多，请稍后再试',

  // Field validation; {field} is the API field name
  VALIDATION_FIELD: '{field}：{reason}',
  FIELD_REQUIRED: '{field}不能为空',
  FIELD_TOO_LONG: '{field}最多{max}个字符',
  FIELD_TOO_SHORT: '{field}至少{min}个字符',
  FIELD_INVALID: '{field}格式不正确',
  FIELD_NOT_INTEGER: '{field}必须是整数',
  FIELD_OUT_OF_RANGE: '{field}必须在{min}到{max}之间',
  FIELD_TOO_SMALL: '{field}不能小于{min}',
  FIELD_TOO_LARGE: '{field}不能大于{max}',
  FIELD_TOO_FEW: '{field}至少需要{min}项',
  FIELD_TOO_MANY: '{field}最多{max}项',

  PLUGIN_NOT_INSTALLED: '插件未安装',

  REVOKE_SUCCESS: '撤销成功',
  APPLY_SUCCESS: '申请成功',
  CANCEL_SUCCESS: '取消成功',
  FOLLOW_SUCCESS: '关注成功',
  UNFOLLOW_SUCCESS: '取消关注成功',
};
