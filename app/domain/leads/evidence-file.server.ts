import { eq, or } from 'drizzle-orm'
import { leadVisits } from '#app/db/schema.ts'
import { logActivity } from '#app/domain/activity/activity.server.ts'
import { openFile } from '#app/domain/files/open-file.server.ts'
import type { Db } from '#app/lib/db.server.ts'
import { AppError } from '#app/lib/errors.ts'
import { type Viewer, visibleLead } from './visibility.server.ts'

/**
 * A visit's evidence file, for a signed-in user who may see its lead (D24, D33): anything else is FILE_NOT_FOUND,
 * the same answer as for a file that does not exist. Opening the file itself (not its timeline thumbnail) writes an
 * activity row on the lead: viewed, or downloaded (D34).
 */
export async function openEvidence(db: Db, viewer: Viewer, fileId: number, download: boolean) {
  const [visit] = await db
    .select({ leadSrno: leadVisits.leadSrno, fileId: leadVisits.fileId, thumbnailId: leadVisits.thumbnailId })
    .from(leadVisits)
    .where(or(eq(leadVisits.fileId, fileId), eq(leadVisits.thumbnailId, fileId)))
    .limit(1)
  if (!visit) throw new AppError('FILE_NOT_FOUND')
  try {
    await visibleLead(db, viewer, visit.leadSrno)
  } catch {
    throw new AppError('FILE_NOT_FOUND')
  }
  const opened = await openFile(db, fileId)
  if (!opened) throw new AppError('FILE_NOT_FOUND')
  const isThumbnail = visit.thumbnailId === fileId
  if (!isThumbnail) {
    await logActivity(db, {
      userSrno: viewer.userSrno,
      actor: viewer.userId,
      action: download ? 'file-downloaded' : 'file-viewed',
      description: `${download ? 'Downloaded' : 'Viewed'} the visit file ${opened.meta.originalName || `#${fileId}`}`,
      leadSrno: visit.leadSrno,
      ip: viewer.ip,
    })
  }
  return { ...opened, leadSrno: visit.leadSrno, isThumbnail }
}
