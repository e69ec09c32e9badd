import type { Generated } from 'kysely';
import type { D } from '../../../db/columns';

export interface MemberTokenTable {
  id: Generated<number>;
  member_id: number;
  token_hash: string; // SHA-256 of the token, hex
  expire_time: number;
  revoked: D<number>;
  create_time: number;
}

export interface CaptchaTable {
  id: string;
  code: string; // lower case
  expire_time: number;
}

export interface SmsCodeTable {
  id: Generated<number>;
  code_key: string;
  mobile: string;
  purpose: string; // register | login | find_password
  code_hash: string;
  tries: D<number>;
  used: D<number>;
  expire_time: number;
  create_time: number;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  mobile: string;
  purpose: string;
  content: string;
  code: string;
  create_time: number;
}

export interface EmailCodeTable {
  id: Generated<number>;
  code_key: string;
  email: string; // lower case
  purpose: string; // bind_email
  code_hash: string;
  tries: D<number>;
  used: D<number>;
  expire_time: number;
  create_time: number;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  email: string;
  purpose: string;
  subject: string;
  content: string;
  code: string;
  create_time: number;
}

export interface RateCounterTable {
  counter_key: string;
  window_start: number;
  hits: number;
}

/** A device (the SHA-256 of its `zay_device` cookie) the member signed in from, and when last. */
export interface MemberLoginDeviceTable {
  id: Generated<number>;
  member_id: number;
  device_hash: string;
  last_time: number;
}

/** The tables the auth module owns, by name. */
export interface AuthTables {
  member_token: MemberTokenTable;
  captcha: CaptchaTable;
  sms_code: SmsCodeTable;
  sms_outbox: SmsOutboxTable;
  email_code: EmailCodeTable;
  email_outbox: EmailOutboxTable;
  rate_counter: RateCounterTable;
  member_login_device: MemberLoginDeviceTable;
}
