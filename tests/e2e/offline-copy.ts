import type { Page } from '@playwright/test'

/** Whether the read copy's database holds the list, and which user caches there are. */
export function storedCopy(page: Page) {
  return page.evaluate(async () => {
    const databases = (await indexedDB.databases()).map((d) => d.name ?? '')
    const list = !databases.includes('office-read-copy')
      ? false
      : await new Promise<boolean>((resolve) => {
          const open = indexedDB.open('office-read-copy')
          open.onerror = () => resolve(false)
          open.onsuccess = () => {
            const db = open.result
            if (!db.objectStoreNames.contains('copies')) {
              db.close()
              return resolve(false)
            }
            const get = db.transaction('copies').objectStore('copies').get('list')
            get.onsuccess = () => {
              db.close()
              resolve(!!get.result)
            }
            get.onerror = () => resolve(false)
          }
        })
    const userCaches = (await caches.keys()).filter((c) => c.startsWith('office-user-'))
    const pages = userCaches.includes('office-user-pages')
      ? (await (await caches.open('office-user-pages')).keys()).length
      : 0
    return { list, pages, userCaches }
  })
}
