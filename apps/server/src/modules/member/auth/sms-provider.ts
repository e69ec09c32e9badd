import type { RequestContext } from '../../../lib/context';
import { insertOutbox } from './sms.repository';

export interface SmsMessage {
  mobile: string;
  purpose: string;
  content: string;
  code: string;
}

/** Where SMS codes go. A real gateway implements `send`; `console` is for development and tests. */
export interface SmsProvider {
  send(ctx: RequestContext, message: SmsMessage): Promise<void>;
}

/** Logs the message and keeps it in the `sms_outbox` table, where tests and developers read it. */
export const consoleSmsProvider: SmsProvider = {
  async send(ctx, message) {
    console.log(`[sms] to ${message.mobile}: ${message.content}`);
    await insertOutbox(ctx.db, { ...message, create_time: ctx.now() });
  },
};

export function smsProvider(name: string): SmsProvider {
  if (name === 'console') return consoleSmsProvider;
  throw new Error(`unknown SMS_PROVIDER ${name}`);
}
