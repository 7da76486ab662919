import { type ComponentChildren, createElement, Fragment, options, type VNode } from 'preact'
import { createPortal } from 'preact/compat'
import { useLayoutEffect, useRef } from 'preact/hooks'

/**
 * The office runs Preact in the browser where the server renders with React (ADR 0245). What React does for a whole
 * document that Preact does not, done here:
 *
 * - The root layout renders `<html>`. Preact hydrates a document into its `<html>` element, so an `<html>` inside
 *   it would be a second one: here it becomes its children (the head and body, hydrated in place), and its
 *   attributes (the language) are set on the document's own element.
 * - React orders the head itself (the character set first, then preloads, then the rest) and moves into it what a
 *   component renders elsewhere. Preact hydrates by position and tag, so it would take one `<link>` for another and
 *   drop the stylesheet. The head is kept as the server sent it: its elements are drawn where they change nothing
 *   (a detached element), and only what a person can see of them, the title, reaches the document.
 * - A component may render `<title>` anywhere (an error screen does); here a title sets the document's title,
 *   wherever it stands, and draws nothing.
 * - A part of the page may wait for its script (it suspends: the router for the page's data, a lazy form for its
 *   code). Preact keeps such a part's server-rendered DOM only when it is marked as one range (`<!--$s-->` to
 *   `<!--/$s-->`); otherwise it keeps the first node alone and draws the rest a second time. React's server marks
 *   its Suspense boundaries `<!--$-->` to `<!--/$-->`, and the router's wait has no boundary on the server at all:
 *   `markSuspenseRanges` gives both Preact's marks before hydration. A boundary the server sent later in the
 *   stream stays pending (`<!--$?-->`, then `<!--$~-->` while its reveal is queued) until React's inline script
 *   has moved its content in: `whenStreamSettled` waits for that, as React's own hydration would.
 *
 * Imported by the browser's entry only, before it hydrates; the server never loads it.
 */
const KEEP_AS_SENT = { __html: '' }
const previous = options.vnode
options.vnode = (vnode: VNode) => {
  previous?.(vnode)
  if (vnode.type === 'html') vnode.type = DocumentElement as never
  else if (
    vnode.type === 'head' &&
    (vnode.props as { dangerouslySetInnerHTML?: unknown }).dangerouslySetInnerHTML !== KEEP_AS_SENT
  )
    vnode.type = DocumentHead as never
  else if (vnode.type === 'title') vnode.type = DocumentTitle as never
}

function DocumentElement({ children, ...attributes }: { children?: ComponentChildren } & Record<string, unknown>) {
  const set = useRef<string[]>([])
  useLayoutEffect(() => {
    const root = document.documentElement
    const names: string[] = []
    for (const [key, value] of Object.entries(attributes)) {
      if (key === 'suppressHydrationWarning' || key === 'key') continue
      const name = key === 'className' ? 'class' : key
      if (value === undefined || value === null || value === false) continue
      names.push(name)
      if (root.getAttribute(name) !== String(value)) root.setAttribute(name, String(value))
    }
    for (const name of set.current) if (!names.includes(name)) root.removeAttribute(name)
    set.current = names
  })
  return children as VNode
}

let detached: HTMLElement | undefined

function DocumentHead({ children }: { children?: ComponentChildren }) {
  detached ??= document.createElement('div')
  return createElement(
    Fragment,
    null,
    createElement('head', { dangerouslySetInnerHTML: KEEP_AS_SENT }),
    createPortal(children as VNode, detached),
  )
}

function DocumentTitle({ children }: { children?: ComponentChildren }) {
  const text = (Array.isArray(children) ? children : [children]).join('')
  useLayoutEffect(() => {
    if (document.title !== text) document.title = text
  }, [text])
  return null
}

function commentsOf(root: Node): Comment[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT)
  const found: Comment[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node as Comment)
  return found
}

/**
 * React's server marks a Suspense boundary's range with comments: `<!--$-->` (shown), `<!--$!-->` (its fallback, the
 * client renders it), `<!--$?-->` (still streaming), `<!--$~-->` (arrived, its reveal queued), and `<!--/$-->` at
 * the end. Preact keeps a suspended part whole between `<!--$s-->` and `<!--/$s-->`.
 */
const REACT_OPENS = new Set(['$', '$!', '$?', '$~'])
const REACT_PENDING = new Set(['$?', '$~'])
const REACT_CLOSE = '/$'
const PREACT_OPEN = '$s'
const PREACT_CLOSE = '/$s'

/** Resolves once no Suspense boundary sent by the server is still waiting for its content (see above). */
export function whenStreamSettled(): Promise<void> {
  const pending = () => commentsOf(document.body).some((comment) => REACT_PENDING.has(comment.data))
  if (!pending()) return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (pending()) return
      observer.disconnect()
      resolve()
    })
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
  })
}

/** Marks the ranges that a suspended hydration must keep whole (see above). */
export function markSuspenseRanges() {
  const root = document.documentElement
  // The router's wait covers the whole document; left open, the range runs to its end.
  root.insertBefore(document.createComment(PREACT_OPEN), root.firstChild)
  for (const comment of commentsOf(document.body)) {
    if (REACT_OPENS.has(comment.data)) comment.data = PREACT_OPEN
    else if (comment.data === REACT_CLOSE) comment.data = PREACT_CLOSE
  }
}
