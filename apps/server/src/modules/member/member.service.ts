import { fromMinor, type MemberInfo } from '@zay/contract';
import { AppError } from '../../lib/app-error';
import { requireMember, type RequestContext } from '../../lib/context';
import { hasUpload, UPLOAD_PATH_PREFIX } from '../../lib/image-upload';
import type { UploadStorage } from '../../lib/upload-storage';
import { memberLevel } from './account/account.service';
import { findMemberById, mobileInUse, updateProfile } from './member.repository';

async function current(ctx: RequestContext) {
  const member = ctx.memberId === null ? undefined : await findMemberById(ctx.db, ctx.memberId);
  if (!member) throw new AppError('TOKEN_ERROR');
  return member;
}

export async function memberInfo(ctx: RequestContext): Promise<MemberInfo> {
  const m = await current(ctx);
  const level = await memberLevel(ctx, m.member_id);
  return {
    ...m,
    balance: fromMinor(m.balance),
    balance_money: fromMinor(m.balance_money),
    member_level: level.member_level,
    member_level_name: level.member_level_name,
  };
}

/** As the family's member/detail: the same member, but `password` is always 0 there. */
export async function memberDetail(ctx: RequestContext): Promise<MemberInfo> {
  return { ...(await memberInfo(ctx)), password: 0 };
}

/** Fails with MOBILE_TAKEN when a member already uses the number. */
export async function checkMobileFree(ctx: RequestContext, mobile: string) {
  if (await mobileInUse(ctx.db, mobile)) throw new AppError('MOBILE_TAKEN');
  return {};
}

export async function modifyNickname(ctx: RequestContext, nickname: string) {
  await updateProfile(ctx.db, requireMember(ctx), { nickname });
  return 1;
}

/** Where a member's avatars are stored, under the upload directory. */
export const headimgFolder = (memberId: number) => `headimg/${memberId}`;

/**
 * Only a picture `upload/headimg` stored for this very member may become the avatar: a path of
 * another member's, a made-up name, any other file or an outside address is refused.
 */
export async function modifyHeadimg(ctx: RequestContext, storage: UploadStorage, headimg: string) {
  const memberId = requireMember(ctx);
  const own = new RegExp(`^${UPLOAD_PATH_PREFIX}${headimgFolder(memberId)}/\\d{6}/[\\w-]+\\.(jpg|png|webp)$`);
  const stored = own.test(headimg) && (await hasUpload(storage, headimg));
  if (!stored) throw new AppError('HEADIMG_INVALID');
  await updateProfile(ctx.db, memberId, { headimg });
  return 1;
}
