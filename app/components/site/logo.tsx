/** The logo mark (decorative beside the company name). */
export function Logo({ className = '' }: { className?: string }) {
  return <img src="/images/logo.svg" alt="" width={48} height={48} className={className} />
}
