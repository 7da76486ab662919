import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { leadVisits, storedFiles, users } from '#app/db/schema.ts'
import { addDays, startOfIndiaDay, todayInIndia } from '#app/lib/dates.ts'
import type { Db } from '#app/lib/db.server.ts'
import { addReportingLines, insertLead, madeInTurn } from './rows.ts'
import { createGroup, createStaff } from './staff.ts'

/**
 * A team for the morning digest (D52), written straight into the database: Meena manages Arjun (a team lead) who
 * manages Farid; Gita reports to Meena; Pavan is a peer outside the team; Nikhil is a field user with nothing due;
 * Omar is Meena's peer manager who turned the digest off. Everyone holds the CRM right.
 *
 * Leads (today = the India day): Farid: "Farid Ten Days" overdue 10 days, "Farid Two Days" overdue 2 days, a Closed
 * lead with a past date, "Farid Today" due today. Gita: "Gita Five Days" overdue 5 days. Arjun: "Arjun Today" due
 * today. Pavan: "Pavan Overdue" overdue (not in Meena's mail). Omar's report Olga: an overdue lead.
 *
 * Visits: yesterday by Farid: far (1,200 m) on "Farid Ten Days", without a location on "Farid Two Days", and an
 * ordinary one; yesterday by Gita: an old photo on "Gita Five Days"; Farid far two days ago and far today (neither
 * is yesterday's).
 */
export async function seedDigestTeam(db: Db, today = todayInIndia()) {
  const group = await createGroup(db, { CRM: { query: true, add: true, edit: true } })
  const person = (userName: string) => createStaff(db, { group, userName })
  const [meena, arjun, farid, gita, pavan, nikhil, omar, olga] = await madeInTurn(
    [
      'Meena Manager',
      'Arjun Lead',
      'Farid Field',
      'Gita Field',
      'Pavan Peer',
      'Nikhil Nothing',
      'Omar Optout',
      'Olga Report',
    ],
    person,
  )
  await addReportingLines(db, [
    [arjun, meena],
    [farid, arjun],
    [gita, meena],
    [olga, omar],
  ])
  await db.update(users).set({ digestOff: true }).where(eq(users.srno, omar.srno))
  const [file] = await db
    .insert(storedFiles)
    .values({ sha256: '0'.repeat(64), size: 4, contentType: 'image/jpeg', originalName: 'selfie.jpg' })
    .returning({ id: storedFiles.id })
  const lead = (owner: number, name: string, nextVisit: string | null, status = 1) =>
    insertLead(db, {
      ownerSrno: owner,
      businessName: name,
      contactPerson: `${name.split(' ')[0]} Contact`,
      mobile: '9800000001',
      statusSrno: status,
      nextVisit,
      latitude: 28.6,
      longitude: 77.2,
    })
  const l = {
    faridTen: await lead(farid.srno, 'Farid Ten Days', addDays(today, -10)),
    faridTwo: await lead(farid.srno, 'Farid Two Days', addDays(today, -2)),
    faridClosed: await lead(farid.srno, 'Farid Closed', addDays(today, -20), 2),
    faridToday: await lead(farid.srno, 'Farid Today', today),
    gitaFive: await lead(gita.srno, 'Gita Five Days', addDays(today, -5)),
    arjunToday: await lead(arjun.srno, 'Arjun Today', today),
    pavan: await lead(pavan.srno, 'Pavan Overdue', addDays(today, -3)),
    olga: await lead(olga.srno, 'Olga Overdue', addDays(today, -3)),
  }
  const noon = (day: string) => new Date(startOfIndiaDay(day).getTime() + 12 * 3_600_000)
  const visit = async (
    leadSrno: number,
    userSrno: number,
    at: Date,
    marks: { far?: boolean; noLocation?: boolean; oldPhoto?: boolean } = {},
  ) => {
    await db.insert(leadVisits).values({
      leadSrno,
      userSrno,
      kind: 'follow-up',
      at,
      nature: 'H',
      statusSrno: 1,
      fileId: file!.id,
      latitude: marks.noLocation ? null : 28.6,
      longitude: marks.noLocation ? null : 77.2,
      distanceM: marks.noLocation ? null : marks.far ? 1200 : 20,
      far: Boolean(marks.far),
      oldPhoto: Boolean(marks.oldPhoto),
      clientKey: randomBytes(12).toString('hex'),
    })
  }
  const yesterday = addDays(today, -1)
  await visit(l.faridTen, farid.srno, noon(yesterday), { far: true })
  await visit(l.faridTwo, farid.srno, new Date(noon(yesterday).getTime() + 3_600_000), { noLocation: true })
  await visit(l.faridToday, farid.srno, noon(yesterday))
  await visit(l.gitaFive, gita.srno, noon(yesterday), { oldPhoto: true })
  await visit(l.faridTen, farid.srno, noon(addDays(today, -2)), { far: true })
  await visit(l.faridTen, farid.srno, startOfIndiaDay(today), { far: true })
  return { group, meena, arjun, farid, gita, pavan, nikhil, omar, olga, leads: l, today }
}
