import { getInputProps } from '@conform-to/react'
import { useEffect, useRef, useState } from 'react'
import { type Field, FieldError } from '#app/components/ui/form-kit.tsx'
import { useT } from '#app/lib/i18n/react.ts'
import { SAVE_HELD_EVENT } from '../controls.tsx'
import { type DeclaredPhoto, makePhotoSmall } from './photo-small.ts'

/**
 * Announced on the form (detail true) when a Save is held until the photo is small, and (false) just before it goes
 * on: the form's Save button shows busy meanwhile (controls.tsx).
 */
export const PHOTO_WAIT_EVENT = SAVE_HELD_EVENT

function sizeText(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

/**
 * The visit's selfie: on a phone the front camera opens directly (`capture`); elsewhere a file is chosen. The photo
 * shows as a preview before saving, so a blurred or wrong picture is caught before it is sent. The spec's messages
 * (required, one dot, 10 MB) are the form schema's, written under the field.
 *
 * D53: a picked photo is made small on the phone (makePhotoSmall) and the small copy replaces the original in the
 * file input itself, so whatever sends the form (the upload, the offline outbox) sends the copy. The original's
 * capture time and GPS go beside it in hidden fields (photoTakenAt, photoLatitude, photoLongitude). The copy is made
 * in the photo worker, off the page's thread; a Save pressed while it is being made shows busy at once, waits for
 * it, then goes on (ADR 0212).
 */
export function SelfieField({ field, label }: { field: Field; label?: string }) {
  const t = useT('crm')
  const [picked, setPicked] = useState<{
    url: string | null
    name: string
    size: number
    originalSize: number
    preparing: boolean
  } | null>(null)
  const [declared, setDeclared] = useState<DeclaredPhoto>({})
  const input = useRef<HTMLInputElement | null>(null)
  const pending = useRef<Promise<void> | null>(null)
  const generation = useRef(0)
  useEffect(
    () => () => {
      if (picked?.url) URL.revokeObjectURL(picked.url)
    },
    [picked],
  )
  // A Save while the small copy is being made: held back (before the form's own handler sees it) and sent again,
  // from the same button, once the copy is in the field.
  // The form shows Save as busy at once (ADR 0212: the tap is answered within 100 ms), and a second press while it
  // waits sends nothing more.
  // The hold listens on the window as the event goes down to the form (capture): it comes first there, whoever
  // attached the form's own handler and when. Preact (the browser's build, ADR 0245) attaches it to the form itself
  // while hydrating, before this effect runs, so a listener on the form came second and the camera's original was
  // sent at once, then the small copy after it.
  useEffect(() => {
    const form = input.current?.form
    if (!form) return
    let held = false
    const hold = (event: SubmitEvent) => {
      if (event.target !== form) return
      const waiting = pending.current
      if (!waiting && !held) return
      event.preventDefault()
      event.stopImmediatePropagation()
      if (held) return
      held = true
      form.dispatchEvent(new CustomEvent(PHOTO_WAIT_EVENT, { detail: true }))
      const submitter = event.submitter
      void waiting!.then(() => {
        held = false
        form.dispatchEvent(new CustomEvent(PHOTO_WAIT_EVENT, { detail: false }))
        form.requestSubmit(submitter instanceof HTMLElement ? submitter : undefined)
      })
    }
    window.addEventListener('submit', hold, true)
    return () => window.removeEventListener('submit', hold, true)
  }, [])

  function pick(element: HTMLInputElement) {
    const file = element.files?.[0]
    const turn = ++generation.current
    // A restored draft's photo is the small copy (no EXIF); its declared values come with it (restorePhoto).
    const kept = element.dataset.declared ? (JSON.parse(element.dataset.declared) as DeclaredPhoto) : null
    delete element.dataset.declared
    setDeclared({})
    if (!file) {
      pending.current = null
      setPicked(null)
      return
    }
    const isImage = file.type.startsWith('image/')
    setPicked({
      // No preview of the camera's original: drawing a 12-megapixel picture holds up the phone's next frames (Save
      // would look unanswered); the small copy is shown once it is made (ADR 0212).
      url: null,
      name: file.name,
      size: file.size,
      originalSize: file.size,
      preparing: isImage,
    })
    if (!isImage) {
      pending.current = null
      return
    }
    const work = makePhotoSmall(file).then(({ file: small, declared: found }) => {
      if (turn !== generation.current) return
      if (small !== file && typeof DataTransfer !== 'undefined') {
        try {
          const list = new DataTransfer()
          list.items.add(small)
          element.files = list.files
        } catch {
          // A browser that cannot set a file input's files sends the original.
        }
      }
      const sent = element.files?.[0] ?? file
      setDeclared(kept && Object.keys(found).length === 0 ? kept : found)
      setPicked({
        url: URL.createObjectURL(sent),
        name: sent.name,
        size: sent.size,
        originalSize: file.size,
        preparing: false,
      })
      pending.current = null
    })
    pending.current = work
  }
  const { key, ...props } = getInputProps(field, { type: 'file', ariaDescribedBy: undefined })
  const hintId = `${field.id}-hint`
  return (
    <div className="grid gap-2">
      <div className="flex gap-1 text-sm font-semibold text-slate-800">
        <label htmlFor={field.id}>{label ?? t('fields.selfie')}</label>
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      </div>
      <input
        key={key}
        {...props}
        ref={input}
        accept="image/*,application/pdf"
        capture="user"
        aria-required
        aria-describedby={[field.errors?.length ? field.errorId : null, hintId].filter(Boolean).join(' ')}
        className="block w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-brand-600 file:px-4 file:py-2 file:font-semibold file:text-white"
        onChange={(event) => pick(event.currentTarget)}
      />
      <input type="hidden" name="photoTakenAt" value={declared.takenAt ?? ''} />
      <input type="hidden" name="photoLatitude" value={declared.latitude ?? ''} />
      <input type="hidden" name="photoLongitude" value={declared.longitude ?? ''} />
      <p id={hintId} className="text-xs text-slate-600">
        {t('fields.selfieHint')}
      </p>
      {picked && (
        <figure className="flex items-center gap-3 rounded-md border border-slate-200 bg-slate-50 p-2">
          {picked.url ? (
            <img
              src={picked.url}
              alt={t('fields.selfiePreview')}
              decoding="async"
              className="h-24 w-24 rounded object-cover"
            />
          ) : picked.preparing ? (
            <span aria-hidden="true" className="h-24 w-24 animate-pulse rounded bg-slate-200" />
          ) : (
            <span className="flex h-24 w-24 items-center justify-center rounded bg-slate-200 text-sm font-semibold text-slate-700">
              PDF
            </span>
          )}
          <figcaption className="min-w-0 text-sm text-slate-700">
            <span className="block truncate font-medium">{picked.name}</span>
            <span role="status">
              {picked.preparing
                ? t('fields.selfieShrinking', { size: sizeText(picked.size) })
                : picked.size < picked.originalSize
                  ? t('fields.selfieSmaller', { size: sizeText(picked.size), original: sizeText(picked.originalSize) })
                  : sizeText(picked.size)}
            </span>
          </figcaption>
        </figure>
      )}
      <FieldError field={field} />
    </div>
  )
}
