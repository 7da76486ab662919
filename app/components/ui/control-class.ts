/**
 * The classes of a form control (input, select, textarea) in the product's look. A module of its own so that a page
 * needing only the look (the CRM list's filters and assign bar) does not load the form kit and its validation
 * library (ADR 0150).
 */
export const controlClass =
  'mt-1 block min-h-11 w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 ' +
  'placeholder:text-slate-600 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ' +
  'disabled:bg-slate-100 disabled:text-slate-700 [&[readonly]]:bg-slate-100 aria-[invalid=true]:border-red-700'
