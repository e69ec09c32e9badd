import { createContext, useContext } from 'react';

/** Set on the server only: browsers hide nonces from the DOM, so the client never knows it. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
