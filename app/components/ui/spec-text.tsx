import type { ReactNode } from 'react'
import { SpecMessage } from '#app/lib/i18n/spec-message.tsx'

/**
 * A message of the kit (an alert's text, a dialog's body) in the reader's language: a node that is a plain text is
 * shown as a catalogue text (Hindi with its exact English as a second line for a Hindi reader, ADR 0156); anything
 * else as it is.
 */
export function specNode(node: ReactNode): ReactNode {
  return typeof node === 'string' ? <SpecMessage text={node} /> : node
}
