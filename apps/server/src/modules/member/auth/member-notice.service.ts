import type { RequestContext } from '../../../lib/context';
import { findMemberSecrets } from './account.repository';
import { consoleSmsProvider, type SmsProvider } from './sms-provider';

/**
 * Notices to a member by SMS (ADR 087): the same sender as the codes (the app's SMS_PROVIDER, set
 * when the auth routes start; `console` keeps them in `sms_outbox`). There is no e-mail outbox.
 */
let sender: SmsProvider = consoleSmsProvider;

/** The sender notices go through; the auth routes set the app's provider. */
export function useNoticeSender(provider: SmsProvider) {
  sender = provider;
}

/** Sends `content` to the member's mobile as `purpose`; false when the member has no mobile. */
export async function noticeMember(ctx: RequestContext, memberId: number, purpose: string, content: string) {
  const member = await findMemberSecrets(ctx.db, memberId);
  if (!member?.mobile) return false;
  await sender.send(ctx, { mobile: member.mobile, purpose, content: `[Zay] ${content}`, code: '' });
  return true;
}
