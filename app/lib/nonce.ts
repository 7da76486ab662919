import { createContext, useContext } from 'react'

/** The CSP nonce of the current response, for inline scripts and styles rendered on the server. */
export const NonceContext = createContext<string | undefined>(undefined)

export function useNonce() {
  return useContext(NonceContext)
}
