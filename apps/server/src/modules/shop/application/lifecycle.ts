import type { ApplyState } from '@zay/contract';

/*
 * The life of a shop application (ADR 089), in one place: its named states (the contract's
 * APPLY_STATES) and the only moves between them. Every change of `apply_state` is one of these
 * moves, made by a guarded update (`UPDATE … WHERE apply_state IN (from)`) so that two people
 * deciding at once cannot both win: the loser finds no row and answers APPLY_STATE_CHANGED.
 *
 *   (none) ──submit──▶ pending ──approve──▶ approved   (the shop exists; the end)
 *                         │  ▲
 *                   refuse│  │resubmit (the member fixes it)
 *                         ▼  │
 *                        refused
 */

export interface Move {
  /** The states the move starts from (none: the application is created by it). */
  from: readonly ApplyState[];
  to: ApplyState;
  /** Who makes it. */
  by: 'member' | 'platform';
}

export const MOVES = {
  submit: { from: [], to: 'pending', by: 'member' },
  resubmit: { from: ['refused'], to: 'pending', by: 'member' },
  approve: { from: ['pending'], to: 'approved', by: 'platform' },
  refuse: { from: ['pending'], to: 'refused', by: 'platform' },
} as const satisfies Record<string, Move>;

export type MoveName = keyof typeof MOVES;

/** An application in these states is open: its member may not send another (a partial unique index holds it). */
export const OPEN_STATES: readonly ApplyState[] = ['pending', 'refused'];

/** Whether `move` may start from `state`. */
export const canMove = (state: ApplyState, move: MoveName) =>
  (MOVES[move].from as readonly ApplyState[]).includes(state);
