import type { UIMatch } from 'react-router';

/** Route `handle` of pages that need a logged-in member (SPEC §6); the token-error handler reads it. */
export const MEMBER_ONLY = { memberOnly: true } as const;

export function needsMember(matches: readonly UIMatch[]): boolean {
  return matches.some((m) => (m.handle as { memberOnly?: boolean } | undefined)?.memberOnly === true);
}

/** The header's member: what the root loader keeps of `/api/member/info`. */
export interface MemberSummary {
  memberId: number;
  nickname: string;
  headimg: string;
}

// The root loader is not re-run on ordinary navigations (the chrome rarely changes); a login,
// registration or lost session changes it, so navigations fetch it again until new root data
// arrives. React Router asks `shouldRevalidate` several times per navigation (and for link
// prefetches), so the question must not clear the answer; the root component does, on new data.
let sessionChanged = false;

/** Navigation state of the page a shopper lands on right after logging in or registering. */
export interface SignedInState {
  signedIn: true;
}
export const SIGNED_IN_STATE: SignedInState = { signedIn: true };

export function markSessionChanged(): void {
  sessionChanged = true;
}

export function sessionChangePending(): boolean {
  return sessionChanged;
}

/** The root component calls this when its loader data is new: the change has been picked up. */
export function sessionChangeSeen(): void {
  sessionChanged = false;
}
