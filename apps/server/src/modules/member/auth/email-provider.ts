import type { RequestContext } from '../../../lib/context';
import { insertEmailOutbox } from './email.repository';

export interface EmailMessage {
  email: string;
  purpose: string;
  subject: string;
  content: string;
  code: string;
}

/** Where e-mail codes go. A real mail service implements `send`; `console` is for development and tests. */
export interface EmailProvider {
  send(ctx: RequestContext, message: EmailMessage): Promise<void>;
}

/** Logs the message and keeps it in the `email_outbox` table, where tests and developers read it (like SMS). */
export const consoleEmailProvider: EmailProvider = {
  async send(ctx, message) {
    console.log(`[email] to ${message.email}: ${message.subject} — ${message.content}`);
    await insertEmailOutbox(ctx.db, { ...message, create_time: ctx.now() });
  },
};

export function emailProvider(name: string): EmailProvider {
  if (name === 'console') return consoleEmailProvider;
  throw new Error(`unknown EMAIL_PROVIDER ${name}`);
}
