import type { upload as en } from '../en-us/upload';

/** Uploads, in Simplified Chinese. */
export const upload: Record<keyof typeof en, string> = {
  UPLOAD_SUCCESS: '上传成功',

  UPLOAD_REQUIRED: '请选择图片',
  UPLOAD_TYPE_INVALID: '只能上传 JPEG、PNG、WebP 或 GIF 图片',
  UPLOAD_TOO_LARGE: '图片不能超过 {max} MB',
  UPLOAD_IMAGE_TOO_COMPLEX: '图片帧数或像素过多，请上传较小的图片',
};
