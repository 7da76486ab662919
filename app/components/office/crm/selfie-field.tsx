import { getInputProps } from '@conform-to/react'
import { useEffect, useState } from 'react'
import { type Field, FieldError } from '#app/components/ui/form-kit.tsx'

/**
 * The visit's selfie: on a phone the front camera opens directly (`capture`); elsewhere a file is chosen. The photo
 * shows as a preview before saving, so a blurred or wrong picture is caught before it is sent. The spec's messages
 * (required, one dot, 10 MB) are the form schema's, written under the field.
 */
export function SelfieField({ field, label = 'Selfie' }: { field: Field; label?: string }) {
  const [picked, setPicked] = useState<{ url: string | null; name: string; size: number } | null>(null)
  useEffect(
    () => () => {
      if (picked?.url) URL.revokeObjectURL(picked.url)
    },
    [picked],
  )
  const { key, ...props } = getInputProps(field, { type: 'file', ariaDescribedBy: undefined })
  const hintId = `${field.id}-hint`
  return (
    <div className="grid gap-2">
      <div className="flex gap-1 text-sm font-semibold text-slate-800">
        <label htmlFor={field.id}>{label}</label>
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      </div>
      <input
        key={key}
        {...props}
        accept="image/*,application/pdf"
        capture="user"
        aria-required
        aria-describedby={[field.errors?.length ? field.errorId : null, hintId].filter(Boolean).join(' ')}
        className="block w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-brand-600 file:px-4 file:py-2 file:font-semibold file:text-white"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0]
          setPicked(
            file
              ? {
                  url: file.type.startsWith('image/') ? URL.createObjectURL(file) : null,
                  name: file.name,
                  size: file.size,
                }
              : null,
          )
        }}
      />
      <p id={hintId} className="text-xs text-slate-600">
        A photo of you at the business (JPG, PNG, GIF, BMP or WebP) or a PDF, up to 10 MB.
      </p>
      {picked && (
        <figure className="flex items-center gap-3 rounded-md border border-slate-200 bg-slate-50 p-2">
          {picked.url ? (
            <img src={picked.url} alt="Preview of the chosen selfie" className="h-24 w-24 rounded object-cover" />
          ) : (
            <span className="flex h-24 w-24 items-center justify-center rounded bg-slate-200 text-sm font-semibold text-slate-700">
              PDF
            </span>
          )}
          <figcaption className="min-w-0 text-sm text-slate-700">
            <span className="block truncate font-medium">{picked.name}</span>
            {picked.size < 1024 * 1024
              ? `${Math.max(1, Math.round(picked.size / 1024))} KB`
              : `${(picked.size / 1024 / 1024).toFixed(1)} MB`}
          </figcaption>
        </figure>
      )}
      <FieldError field={field} />
    </div>
  )
}
