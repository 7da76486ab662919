import { type ComponentType, lazy, Suspense } from 'react'

/**
 * A dialog loaded when it opens (ADR 0238): its module, and Radix's dialog with it, is fetched the first time
 * `isOpen(props)` holds, and nothing is rendered while it is closed. A screen's first paint then carries no dialog
 * code; the office's service worker precaches the chunk, so it opens offline too.
 */
function onOpen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }))
  return function DialogOnOpen(props: P) {
    if (!isOpen(props)) return null
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    )
  }
}

export const ConfirmDialog = onOpen(
  () => import('./crm/outbox/confirm-dialog.tsx').then((m) => m.ConfirmDialog),
  (p) => p.open,
)

export const MessageDialog = onOpen(
  () => import('./dialog.tsx').then((m) => m.MessageDialog),
  (p) => p.open,
)

export const FilePreviewDialog = onOpen(
  () => import('./crm/file-preview-dialog.tsx').then((m) => m.FilePreviewDialog),
  (p) => p.file !== null,
)
