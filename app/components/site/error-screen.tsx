import { Link } from 'react-router'
import { messages } from '#app/lib/errors.ts'

/** The 404 page and the error boundary, in the site's look. Never shows error details. */
export function ErrorScreen({ notFound, message }: { notFound: boolean; message?: string }) {
  return (
    <main id="main" className="container-page flex flex-1 flex-col items-center justify-center py-20 text-center">
      <title>{notFound ? 'Page not found' : 'Something went wrong'}</title>
      <meta name="robots" content="noindex" />
      <p className="text-6xl font-bold text-brand-600">{notFound ? '404' : 'Sorry.'}</p>
      <h1 className="mt-4 text-2xl font-bold text-navy">{notFound ? 'Page not found' : 'Something went wrong'}</h1>
      <p className="mt-3 max-w-xl text-slate-700">{message ?? (notFound ? messages.NOT_FOUND : messages.ERR0000)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
          Go to the home page
        </Link>
        <Link
          to="/contact"
          className="rounded-md border border-brand-600 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          Contact us
        </Link>
      </div>
    </main>
  )
}
