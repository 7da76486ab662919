import { getInputProps } from '@conform-to/react'
import { useEffect, useRef, useState } from 'react'
import { Form, type ShouldRevalidateFunctionArgs, useActionData, useFetcher, useNavigation } from 'react-router'
import { SaveBar } from '#app/components/office/controls.tsx'
import {
  FieldError,
  FormError,
  formProps,
  SelectField,
  TextAreaField,
  TextField,
  useReplyResult,
  useSchemaForm,
} from '#app/components/ui/form-kit.tsx'
import { Labelled } from '#app/components/ui/labelled.tsx'
import type { EditablePost } from '#app/domain/blog/office-posts.ts'
import { blogLimits, blogPostSchema } from '#app/domain/blog/schemas.ts'
import { blogSlug } from '#app/domain/blog/slug.ts'
import { defaultLocale, type Locale, languageName, locales } from '#app/lib/i18n/locale.ts'
import { useT } from '#app/lib/i18n/react.ts'

/** The editor works the slug out from the title as it is typed (`blogSlug`); a new post has none yet. */
export type EditorPost = Omit<EditablePost, 'slug' | 'language'> & { language?: Locale }

type Reply = { ok: true; intent: 'preview'; html: string } | { ok: false; error: string; field?: string } | undefined

/**
 * The editor pages' `shouldRevalidate`: the live preview asks the server to render the content and changes nothing,
 * so the page's data is not reloaded after it; anything else reloads as usual.
 */
export function editorShouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get('intent') === 'preview' ? false : defaultShouldRevalidate
}

/** How long typing must pause before the preview asks the server again. */
const PREVIEW_DELAY_MS = 400

/**
 * The blog editor (new post and edit post): title with the link it will have (D48: the title with spaces turned
 * into hyphens, unsafe characters dropped), author, date, Markdown content with a live preview, and one picture
 * with its text alternative. The preview is the server's own rendering (the same sanitising as the public page),
 * asked for as the author types; before the page's script runs it shows the saved content. Required fields say
 * MSG0006 under the field; the picture's rules are the server's, shown under the picture.
 */
export function PostEditor({ post, previewHtml }: { post: EditorPost; previewHtml: string }) {
  const t = useT('admin')
  const tf = useT('forms')
  const reply = useActionData() as Reply
  const saveReply = reply && !reply.ok ? reply : undefined
  const busy = useNavigation().state === 'submitting'
  const [form, fields] = useSchemaForm(blogPostSchema, {
    id: `blog-post-${post.srno}`,
    lastResult: useReplyResult(saveReply),
    shouldValidate: 'onBlur',
    defaultValue: {
      title: post.title,
      author: post.author,
      date: post.isoDate,
      content: post.content,
      imageAlt: post.imageAlt,
      language: post.language ?? defaultLocale,
    },
  })
  const [title, setTitle] = useState(post.title)
  const slug = blogSlug(title)
  const [removeImage, setRemoveImage] = useState(false)
  const [picked, setPicked] = useState<string | null>(null)
  useEffect(
    () => () => {
      if (picked) URL.revokeObjectURL(picked)
    },
    [picked],
  )

  const preview = useFetcher<Reply>()
  const [html, setHtml] = useState(previewHtml)
  useEffect(() => {
    if (preview.data?.ok) setHtml(preview.data.html)
  }, [preview.data])
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const askPreview = (content: string) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      void preview.submit({ intent: 'preview', content }, { method: 'post' })
    }, PREVIEW_DELAY_MS)
  }

  // The picture is not a schema field (the server checks the file itself), but its errors come back under its name.
  const imageField = fields.image!
  const { key: imageKey, ...imageProps } = getInputProps(imageField, { type: 'file', ariaDescribedBy: undefined })
  const imageHint = `${imageField.id}-hint`
  const hasPicture = Boolean(picked) || (Boolean(post.image) && !removeImage)

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...formProps(form)}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
    >
      <input type="hidden" name="intent" value="save" />
      <div className="grid content-start gap-5 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
        <FormError errors={form.errors} id={form.errorId} />
        <div>
          <TextField
            field={fields.title}
            label={t('blog.editor.title')}
            required
            maxLength={blogLimits.title}
            autoComplete="off"
            onChange={(event) => setTitle(event.currentTarget.value)}
          />
          <p className="mt-1 text-sm break-all text-slate-700" data-testid="slug-preview">
            {t('blog.editor.link')} <span className="font-mono">/blog/{slug || '…'}</span>
          </p>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField field={fields.author} label={t('blog.editor.author')} required maxLength={blogLimits.author} />
          <TextField field={fields.date} label={t('blog.editor.date')} type="date" required />
          {/* ADR 0160: a Hindi post's page marks its article lang="hi". */}
          <SelectField
            field={fields.language}
            label={tf('blog.postLanguage')}
            options={locales.map((locale) => ({ value: locale, label: languageName[locale] }))}
          />
        </div>
        <TextAreaField
          field={fields.content}
          label={t('blog.editor.content')}
          required
          rows={14}
          maxLength={blogLimits.content}
          hint={t('blog.editor.contentHint')}
          className="[&_textarea]:font-mono [&_textarea]:text-sm"
          onChange={(event) => askPreview(event.currentTarget.value)}
        />

        <fieldset className="grid gap-3 rounded-md border border-slate-300 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-800">{t('blog.editor.picture')}</legend>
          {post.image && !removeImage && !picked && (
            <img
              src={post.image.narrowSrc}
              alt={post.imageAlt}
              width={600}
              height={315}
              className="aspect-[40/21] w-full max-w-sm rounded bg-brand-50 object-cover"
            />
          )}
          {picked && (
            <img
              src={picked}
              alt={t('blog.editor.chosen')}
              className="aspect-[40/21] w-full max-w-sm rounded bg-brand-50 object-cover"
            />
          )}
          <Labelled htmlFor={imageField.id} label={post.image ? t('blog.editor.replace') : t('blog.editor.choose')}>
            <input
              key={imageKey}
              {...imageProps}
              accept="image/jpeg,image/png,image/gif,image/webp"
              aria-describedby={[imageField.errors?.length ? imageField.errorId : null, imageHint]
                .filter(Boolean)
                .join(' ')}
              aria-invalid={imageField.errors?.length ? true : undefined}
              className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-brand-600 file:px-4 file:py-2 file:font-semibold file:text-white"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0]
                setPicked(file ? URL.createObjectURL(file) : null)
              }}
            />
            <p id={imageHint} className="mt-1 text-xs text-slate-600">
              {t('blog.editor.pictureHint')}
            </p>
            <FieldError field={imageField} />
          </Labelled>
          {post.image && (
            <label className="flex min-h-11 items-center gap-3 text-sm text-slate-800">
              <input
                type="checkbox"
                name="removeImage"
                value="1"
                checked={removeImage}
                onChange={(event) => setRemoveImage(event.currentTarget.checked)}
                className="h-5 w-5 accent-brand-600"
              />
              {t('blog.editor.remove')}
            </label>
          )}
          <TextField
            field={fields.imageAlt}
            label={t('blog.editor.alt')}
            required={hasPicture}
            maxLength={blogLimits.imageAlt}
            hint={t('blog.editor.altHint')}
          />
        </fieldset>

        <SaveBar
          busy={busy}
          label={t('blog.editor.save')}
          busyLabel={t('blog.editor.saving')}
          cancelTo="/blog-admin"
          wide={false}
        />
      </div>

      <section
        aria-labelledby="preview-heading"
        className="content-start rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
      >
        <h2 id="preview-heading" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
          {t('blog.editor.preview')}
        </h2>
        <div
          data-testid="blog-preview"
          className="mt-3 leading-relaxed text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-brand-100 [&_blockquote]:pl-4 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-navy [&_h3]:mt-4 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-navy [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_pre]:overflow-x-auto [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6"
          // Rendered and sanitised on the server (the public page's own rules, app/domain/blog/content.server.ts).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised before it gets here.
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </section>
    </Form>
  )
}
