import { blogUploadDir, importBlogImageFolder } from '#app/domain/blog/images.server.ts'
import { seedDatabase } from '#app/domain/setup/seed.server.ts'
import type { DbHandle } from '#app/lib/db.server.ts'
import type { Settings } from '#app/lib/settings.server.ts'
import { loadDemoPostsOnFirstStart } from './demo-content.ts'

/**
 * Seeds the database at start-up. When the first administrator was just created with a generated password, that
 * password is printed once, to the console only (D16); the administrator must change it at first sign-in. Blog
 * The first start of an installation with an empty blog loads the demo posts (D49). Blog
 * images an older installation kept in `DATA_DIR/uploads/blog` are imported into the file store (once).
 */
export async function seedAtStart(database: DbHandle, settings: Settings): Promise<void> {
  const seeded = await seedDatabase(database.db, { adminPassword: settings.ADMIN_PASSWORD })
  if (seeded.generatedAdminPassword) {
    console.log(
      `First administrator created: user id "admin", password "${seeded.generatedAdminPassword}". ` +
        'You will be asked to change it at first sign-in. This password is not shown again.',
    )
  }
  const demo = await loadDemoPostsOnFirstStart(database.db, settings.BLOG_DEMO_POSTS)
  if ('loaded' in demo) {
    console.log(
      `The blog was empty: loaded ${demo.loaded} demo posts (once). Edit or delete them under /blog-admin; ` +
        'set BLOG_DEMO_POSTS=off before the first start to begin with an empty blog.',
    )
  }
  const { imported, skipped } = await importBlogImageFolder(database.db, settings.DATA_DIR)
  if (imported) {
    console.log(
      `Imported ${imported} blog images from ${blogUploadDir(settings.DATA_DIR)} into the file store` +
        (skipped ? ` (${skipped} files that are not images left out).` : '.') +
        ' The folder is no longer read and may be removed.',
    )
  }
}
