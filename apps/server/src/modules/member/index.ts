// The member domain's face: all that another domain may use of it (ADR 085).
export { balanceShort, checkPayPassword, memberAccount } from './account/account.service';
export { accountsOf, credit, debit, returnBalance, rewardCompletedOrder, spendBalance } from './account/ledger.service';
export { addressInfo, defaultAddress, describeAddress, nameRegions, regionsByIds } from './address/address.service';
export { memberCredentials } from './auth/auth.service';
export { checkPasswordPolicy } from './auth/register-config';
export { noticeMember } from './auth/member-notice.service';
export { resolveToken } from './auth/token.service';
export { headimgFolder, memberInfo } from './member.service';
