import { seedDatabase } from '#app/db/seed.server.ts'
import type { DbHandle } from '#app/lib/db.server.ts'
import type { Settings } from '#app/lib/settings.server.ts'

/**
 * Seeds the database at start-up. When the first administrator was just created with a generated password, that
 * password is printed once, to the console only (D16); the administrator must change it at first sign-in.
 */
export async function seedAtStart(database: DbHandle, settings: Settings): Promise<void> {
  const seeded = await seedDatabase(database.db, { adminPassword: settings.ADMIN_PASSWORD })
  if (seeded.generatedAdminPassword) {
    console.log(
      `First administrator created: user id "admin", password "${seeded.generatedAdminPassword}". ` +
        'You will be asked to change it at first sign-in. This password is not shown again.',
    )
  }
}
