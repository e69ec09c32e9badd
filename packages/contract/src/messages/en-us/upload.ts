/** Uploads, in English. */
export const upload = {
  UPLOAD_SUCCESS: 'Uploaded',

  UPLOAD_REQUIRED: 'Please choose an image',
  UPLOAD_TYPE_INVALID: 'only JPEG, PNG, WebP or GIF images can be uploaded',
  UPLOAD_TOO_LARGE: 'The image may be at most {max} MB',
  UPLOAD_IMAGE_TOO_COMPLEX: 'This image has too many frames or pixels, please send a smaller one',
} as const;
