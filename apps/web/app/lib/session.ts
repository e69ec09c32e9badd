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
// registration or lost session changes it, so the next navigation must fetch it again.
let sessionChanged = false;

export function markSessionChanged(): void {
  sessionChanged = true;
}

/** True once after `markSessionChanged`; the root route's `shouldRevalidate` asks. */
export function takeSessionChange(): boolean {
  const changed = sessionChanged;
  sessionChanged = false;
  return changed;
}
