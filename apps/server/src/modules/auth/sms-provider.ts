import type { Db } from '../../db/database';
import { insertOutbox } from './sms.repository';

export interface SmsMessage {
  mobile: string;
  purpose: string;
  content: string;
  code: string;
}

/** Where SMS codes go. A real gateway implements `send`; `console` is for development and tests. */
export interface SmsProvider {
  send(db: Db, message: SmsMessage): Promise<void>;
}

/** Logs the message and keeps it in the `sms_outbox` table, where tests and developers read it. */
export const consoleSmsProvider: SmsProvider = {
  async send(db, message) {
    console.log(`[sms] to ${message.mobile}: ${message.content}`);
    await insertOutbox(db, { ...message, create_time: Math.floor(Date.now() / 1000) });
  },
};

export function smsProvider(name: string): SmsProvider {
  if (name === 'console') return consoleSmsProvider;
  throw new Error(`unknown SMS_PROVIDER ${name}`);
}
