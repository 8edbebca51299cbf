// The CSP nonce of the current response, given by entry.server to the scripts rendered by root.tsx.
import { createContext, useContext, type ReactNode } from 'react';

const NonceContext = createContext<string>('');

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export const useNonce = () => useContext(NonceContext);
