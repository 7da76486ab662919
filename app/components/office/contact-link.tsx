/**
 * A phone number or e-mail address that calls or writes to it (`tel:`, `mailto:`): a 44 px touch target (issue 28)
 * wrapping within its cell; `strong` for the one way a record is always reached (an enquiry's phone).
 */
export function ContactLink({ scheme, value, strong }: { scheme: 'tel' | 'mailto'; value: string; strong?: boolean }) {
  return (
    <a
      href={`${scheme}:${value}`}
      className={
        strong
          ? 'inline-flex min-h-11 min-w-11 items-center break-all font-semibold text-brand-700 underline-offset-2 hover:underline'
          : 'inline-flex min-h-11 min-w-11 items-center break-all text-brand-700 underline-offset-2 hover:underline'
      }
    >
      {value}
    </a>
  )
}
