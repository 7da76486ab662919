import QRCode from 'qrcode'
import type { ReactNode } from 'react'
import { PageBanner } from '#app/components/site/page-banner.tsx'
import { PayForm } from '#app/components/site/pay-form.tsx'
import { CopyButton } from '#app/components/ui/copy-button.tsx'
import { BankIcon, MailIcon, QrIcon } from '#app/components/ui/icons.tsx'
import { catalogueMeta } from '#app/lib/i18n/meta.ts'
import { useT } from '#app/lib/i18n/react.ts'
import { publicSettings } from '#app/lib/settings.server.ts'
import { useSite } from '#app/lib/site.ts'
import type { Route } from './+types/payment'

/**
 * The QR code is made from the UPI id setting (D45) when the page is built (or rendered, when the running server's
 * settings differ from the build's), so it always matches the settings and costs the browser nothing.
 */
export async function loader() {
  const site = publicSettings()
  const upiLink = `upi://pay?pa=${site.upiId}&pn=${encodeURIComponent(site.companyName)}&cu=INR`
  const qrSvg = await QRCode.toString(upiLink, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#0a2540ff', light: '#ffffffff' },
  })
  return { upiLink, qrSvg }
}

export const meta: Route.MetaFunction = catalogueMeta('forms', 'payment', '/payment')

export default function Payment({ loaderData }: Route.ComponentProps) {
  const site = useSite()
  const t = useT('forms')
  const bank = [
    { label: t('payment.accountName'), value: site.bank.accountName },
    { label: t('payment.accountNumber'), value: site.bank.accountNumber, copy: true },
    { label: t('payment.ifsc'), value: site.bank.ifsc, copy: true },
    { label: t('payment.branch'), value: site.bank.branch },
    { label: t('payment.accountType'), value: site.bank.accountType },
    { label: t('payment.bank'), value: site.bank.bank },
  ]
  return (
    <main id="main" className="flex-1">
      <PageBanner title={t('payment.title')} breadcrumb={t('payment.title')}>
        <p className="mt-3 max-w-2xl text-lg text-slate-200">{t('payment.intro')}</p>
      </PageBanner>

      <div className="container-page py-14 sm:py-20">
        <p className="mx-auto mb-10 max-w-3xl rounded-xl border border-accent-500/40 bg-accent-50 px-5 py-4 text-center font-medium text-navy">
          {t('payment.indiaOnly')}
        </p>

        <div className="grid gap-8 lg:grid-cols-2">
          <PaymentCard
            id="upi-heading"
            icon={QrIcon}
            heading={t('payment.upiHeading')}
            intro={t('payment.upiIntro')}
            className="flex flex-col items-center text-center"
          >
            <div
              role="img"
              aria-label={t('payment.qrLabel', { company: site.companyName, upi: site.upiId })}
              data-testid="upi-qr"
              className="mt-6 w-60 rounded-2xl border border-slate-200 bg-white p-3 sm:w-64 [&>svg]:block [&>svg]:h-auto [&>svg]:w-full"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG made by the qrcode package from our own setting.
              dangerouslySetInnerHTML={{ __html: loaderData.qrSvg }}
            />
            <div className="mt-5 w-full max-w-sm rounded-lg bg-slate-50 py-2 pr-1 pl-4 text-left">
              <p className="text-sm text-slate-600">{t('payment.upiId')}</p>
              <div className="flex items-center justify-between gap-2">
                <span className="font-mono font-semibold wrap-anywhere text-navy">{site.upiId}</span>
                <CopyButton value={site.upiId} label={t('payment.upiId')} />
              </div>
            </div>
            <a
              href={loaderData.upiLink}
              className="mt-5 inline-flex items-center rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 lg:hidden"
            >
              {t('payment.upiApp')}
            </a>
          </PaymentCard>

          <PaymentCard
            id="bank-heading"
            icon={BankIcon}
            heading={t('payment.bankHeading')}
            intro={t('payment.bankIntro')}
          >
            <dl className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200">
              {bank.map((row) => (
                <div
                  key={row.label}
                  className="flex min-h-13 flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2"
                >
                  <dt className="text-slate-600">{row.label}</dt>
                  <dd className="flex items-center gap-1 text-right font-semibold wrap-anywhere text-navy">
                    <span className={row.copy ? 'font-mono' : ''}>{row.value}</span>
                    {row.copy && <CopyButton value={row.value} label={row.label} />}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-6 flex gap-3 text-slate-700">
              <MailIcon className="mt-1 h-5 w-5 shrink-0 text-brand-600" />
              <span>
                {t('payment.afterPaying')}{' '}
                <a href={`mailto:${site.infoEmail}`} className="font-semibold wrap-anywhere text-brand-700 underline">
                  {site.infoEmail}
                </a>
                .
              </span>
            </p>
          </PaymentCard>
        </div>

        {/* Spec sections 2 and 5: the hidden pay form exists on the page but is not shown to visitors. */}
        <div hidden>
          <PayForm />
        </div>
      </div>
    </main>
  )
}

/** One way to pay (UPI, a bank transfer): its icon, heading and a line on it, then its details. */
function PaymentCard({
  id,
  icon: Icon,
  heading,
  intro,
  className = '',
  children,
}: {
  id: string
  icon: (props: { className?: string }) => ReactNode
  heading: string
  intro: string
  className?: string
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={id}
      className={`${className} rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-navy/5 sm:p-8`.trim()}
    >
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Icon className="h-6 w-6" />
      </span>
      <h2 id={id} className="mt-4 text-2xl font-bold text-navy">
        {heading}
      </h2>
      <p className="mt-2 text-slate-600">{intro}</p>
      {children}
    </section>
  )
}
