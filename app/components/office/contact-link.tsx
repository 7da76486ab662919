/**
 * A phone number or e-mail address that calls or writes to it (`tel:`, `mailto:`): at least 24 px high and wrapping
 * within its cell; `strong` for the one way a record is always reached (an enquiry's phone).
 */
export function ContactLink({ scheme, value, strong }: { scheme: 'tel' | 'mailto'; value: string; strong?: boolean }) {
  return (
    <a
      href={`${scheme}:${value}`}
      className={
        strong
          ? 'inline-block min-h-6 break-words font-semibold text-brand-700 underline-offset-2 hover:underline'
          : 'inline-block min-h-6 break-words text-brand-700 underline-offset-2 hover:underline'
      }
    >
      {value}
    </a>
  )
}
