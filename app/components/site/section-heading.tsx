import type { ReactNode } from 'react'

/** A section's small label, heading and lead text, in one consistent style. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = 'left',
  tone = 'light',
  className = '',
}: {
  /** id of the heading, for aria-labelledby and in-page links. */
  id?: string
  eyebrow?: string
  title: string
  children?: ReactNode
  align?: 'left' | 'center'
  /** light: dark text on a light background; dark: white text on a dark background. */
  tone?: 'light' | 'dark'
  className?: string
}) {
  const centred = align === 'center' ? 'mx-auto text-center' : ''
  return (
    <div className={`max-w-3xl ${centred} ${className}`}>
      {eyebrow && (
        <p
          className={`mb-2 text-sm font-semibold tracking-wider uppercase ${tone === 'dark' ? 'text-accent-500' : 'text-accent-700'}`}
        >
          {eyebrow}
        </p>
      )}
      <h2 id={id} className={`text-2xl font-bold sm:text-3xl ${tone === 'dark' ? 'text-white' : 'text-navy'}`}>
        {title}
      </h2>
      {children && (
        <div className={`mt-3 text-lg leading-relaxed ${tone === 'dark' ? 'text-slate-200' : 'text-slate-600'}`}>
          {children}
        </div>
      )}
    </div>
  )
}
