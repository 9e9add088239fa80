import { JOURNAL_KEY } from '../offline/outbox/journal';
import { queryClient } from './query-client';
import { toast } from './toast';
import { type SessionTokens, tokenStore } from './token-store';
import { userStore } from './user-store';

// tRPC query keys start with the router path; these routers answer per member.
const MEMBER_SCOPES = [[['user']], [['routines']], [['training']], ['session-summary']];
/**
 * Gym mode's changes waiting from before the outbox, the rest timer's tweak (web/features/training/session; the
 * keys stay as stored on members' devices) and the outbox's journal of writes not yet in IndexedDB.
 */
const MEMBER_STORAGE = ['ffm.gym.pending', 'ffm.gym.rest', JOURNAL_KEY];

/** Drops cached member data so the next member never sees the previous one's. Calls still in
 * flight are left alone: removing them would cancel them, and they are failing anyway. */
function forgetMemberData() {
  for (const queryKey of MEMBER_SCOPES) queryClient.removeQueries({ queryKey, fetchStatus: 'idle' });
}

export function startSession(tokens: SessionTokens) {
  forgetMemberData();
  tokenStore.save(tokens);
  userStore.checkLogin(true);
}

export function endSession() {
  tokenStore.clear();
  for (const key of MEMBER_STORAGE) localStorage.removeItem(key);
  userStore.logout();
  forgetMemberData();
}

/** Refresh failed or the token was garbled (docs/product.md §4, §8). */
export function expireSession() {
  endSession();
  toast.error('로그인이 만료되었어요');
}
