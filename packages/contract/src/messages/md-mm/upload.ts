import type { upload as en } from '../en-us/upload';

/** Uploads, in Burmese. */
export const upload: Record<keyof typeof en, string> = {
  UPLOAD_SUCCESS: 'တင်ပြီးပါပြီ',

  UPLOAD_REQUIRED: 'ပုံတစ်ပုံ ရွေးချယ်ပါ',
  UPLOAD_TYPE_INVALID: 'JPEG၊ PNG၊ WebP သို့မဟုတ် GIF ပုံများကိုသာ တင်နိုင်ပါသည်',
  UPLOAD_TOO_LARGE: 'ပုံအရွယ်အစားသည် အများဆုံး {max} MB သာ ဖြစ်ရပါမည်',
  UPLOAD_IMAGE_TOO_COMPLEX: 'ဤပုံတွင် ဘောင်အရေအတွက် သို့မဟုတ် ပစ်ဆယ် များလွန်းပါသည်၊ ပိုသေးသော ပုံကို ပို့ပါ',
};
