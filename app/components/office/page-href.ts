/**
 * The address of page `page` of a paged back-office list at `path`, keeping the list's other parameters (its
 * filters): page 1 carries no `page` parameter, and a list left with no parameters is its bare path.
 */
export function pageHref(params: URLSearchParams, page: number, path: string): string {
  const next = new URLSearchParams(params)
  if (page <= 1) next.delete('page')
  else next.set('page', String(page))
  const query = next.toString()
  return query ? `?${query}` : path
}
