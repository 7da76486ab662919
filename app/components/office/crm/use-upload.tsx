import { useCallback, useRef, useState } from 'react'

/** What the server answers a visit upload (JSON). */
export type UploadReply =
  | { ok: true; leadId: number; message: string; repeated: boolean }
  | { ok: false; error: string; field?: string; intent?: string }

/**
 * Sends a form with its file and reports the upload's progress (fetch cannot report upload progress; an
 * XMLHttpRequest can). The answer is the server's JSON; a network failure reads as 'Upload error. Try again.'.
 */
export function useUpload(url: string, failedText: string) {
  const [progress, setProgress] = useState<number | null>(null)
  const request = useRef<XMLHttpRequest | null>(null)
  const send = useCallback(
    (body: FormData) =>
      new Promise<UploadReply>((resolve) => {
        const xhr = new XMLHttpRequest()
        request.current = xhr
        xhr.open('POST', url)
        xhr.setRequestHeader('Accept', 'application/json')
        xhr.responseType = 'json'
        setProgress(0)
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable) setProgress(Math.round((event.loaded / event.total) * 100))
        }
        xhr.onload = () => {
          setProgress(null)
          const reply = xhr.response as UploadReply | null
          resolve(reply && typeof reply === 'object' && 'ok' in reply ? reply : { ok: false, error: failedText })
        }
        xhr.onerror = () => {
          setProgress(null)
          resolve({ ok: false, error: failedText })
        }
        xhr.send(body)
      }),
    [url, failedText],
  )
  return { send, progress }
}

/** The upload's progress, as a labelled bar. */
export function UploadProgress({ progress }: { progress: number | null }) {
  if (progress === null) return null
  return (
    <div className="grid gap-1" role="status">
      <label htmlFor="upload-progress" className="text-sm font-medium text-slate-800">
        {progress < 100 ? `Uploading… ${progress}%` : 'Saving…'}
      </label>
      <progress id="upload-progress" max={100} value={progress} className="h-2 w-full accent-brand-600">
        {progress}%
      </progress>
    </div>
  )
}
