import { messages } from '#app/lib/errors.ts'

/** The error catalogue's English texts are the catalogue itself: the spec's words, kept in one place. */
export const errors = messages
