import type { Locale } from '#app/lib/i18n/locale.ts'

/**
 * The morning digest's words (D52) in each language of the office (D55, D61): the mail goes out in the language the
 * user chose. Names, numbers and dates are given; digits stay in Latin script, as everywhere in the office.
 */
export interface DigestWords {
  htmlLang: string
  subject: (date: string, counts: string[]) => string
  countOverdue: (n: string) => string
  countSuspect: (n: number, shown: string) => string
  countDue: (n: string) => string
  greeting: (name: string) => string
  overdueTitle: (n: string) => string
  personOverdueLine: (name: string, n: string, url: string) => string
  personOverdueHeading: (name: string, n: string) => string
  nextVisit: string
  lead: string
  contact: string
  when: string
  why: string
  moreAt: (n: string, url: string) => string
  allOverdueOf: (total: string, name: string, more: string) => string
  listOf: (name: string) => string
  suspectTitle: (date: string, n: string) => string
  moreInReport: (n: string) => string
  far: string
  farBy: (distance: string) => string
  noLocation: string
  oldPhoto: string
  offline: (time: string) => string
  dueTitle: (n: string) => string
  more: (n: string) => string
  footer: (company: string) => string
  turnOffAt: (url: string) => string
  turnOff: string
}

export const digestWords: Record<Locale, DigestWords> = {
  en: {
    htmlLang: 'en',
    subject: (date, counts) => `Daily digest ${date}: ${counts.join(', ')}`,
    countOverdue: (n) => `${n} overdue`,
    countSuspect: (n, shown) => `${shown} ${n === 1 ? 'suspect visit' : 'suspect visits'}`,
    countDue: (n) => `${n} due today`,
    greeting: (name) => `Good morning, ${name}.`,
    overdueTitle: (n) => `Overdue visits of your team (${n})`,
    personOverdueLine: (name, n, url) => `${name}: ${n} overdue. All: ${url}`,
    personOverdueHeading: (name, n) => `${name}: ${n} overdue`,
    nextVisit: 'Next visit',
    lead: 'Lead',
    contact: 'Contact',
    when: 'When',
    why: 'Why',
    moreAt: (n, url) => `...and ${n} more: ${url}`,
    allOverdueOf: (total, name, more) => `All ${total} overdue of ${name} (${more} more)`,
    listOf: (name) => `Open the list of ${name}`,
    suspectTitle: (date, n) => `Suspect visits yesterday, ${date} (${n})`,
    moreInReport: (n) => `...and ${n} more in the Follow Up Report.`,
    far: 'Far from the lead',
    farBy: (distance) => `Far from the lead: ${distance}`,
    noLocation: 'No location',
    oldPhoto: 'Old photo',
    offline: (time) => `Recorded offline: phone time ${time}`,
    dueTitle: (n) => `Your visits due today (${n})`,
    more: (n) => `...and ${n} more`,
    footer: (company) => `${company} back office. You get this mail each morning when there is something to report.`,
    turnOffAt: (url) => `To turn it off: ${url}`,
    turnOff: 'Turn it off',
  },
  hi: {
    htmlLang: 'hi',
    subject: (date, counts) => `रोज़ सुबह का मेल ${date}: ${counts.join(', ')}`,
    countOverdue: (n) => `${n} छूटी हुई विज़िट`,
    countSuspect: (_n, shown) => `${shown} शक वाली विज़िट`,
    countDue: (n) => `आज ${n} विज़िट`,
    greeting: (name) => `सुप्रभात, ${name}।`,
    overdueTitle: (n) => `आपकी टीम की छूटी हुई विज़िट (${n})`,
    personOverdueLine: (name, n, url) => `${name}: ${n} छूटी हुई। सब: ${url}`,
    personOverdueHeading: (name, n) => `${name}: ${n} छूटी हुई`,
    nextVisit: 'अगली विज़िट',
    lead: 'लीड',
    contact: 'संपर्क',
    when: 'कब',
    why: 'क्यों',
    moreAt: (n, url) => `...और ${n}: ${url}`,
    allOverdueOf: (total, name, more) => `${name} की सभी ${total} छूटी हुई विज़िट (${more} और)`,
    listOf: (name) => `${name} की सूची खोलें`,
    suspectTitle: (date, n) => `कल, ${date} की शक वाली विज़िट (${n})`,
    moreInReport: (n) => `...और ${n} फ़ॉलो-अप रिपोर्ट में।`,
    far: 'लीड से दूर',
    farBy: (distance) => `लीड से दूर: ${distance}`,
    noLocation: 'लोकेशन नहीं',
    oldPhoto: 'पुरानी फ़ोटो',
    offline: (time) => `ऑफ़लाइन दर्ज: फ़ोन का समय ${time}`,
    dueTitle: (n) => `आज की आपकी विज़िट (${n})`,
    more: (n) => `...और ${n}`,
    footer: (company) => `${company} बैक ऑफ़िस। जिस दिन बताने को कुछ हो, यह मेल हर सुबह आता है।`,
    turnOffAt: (url) => `बंद करने के लिए: ${url}`,
    turnOff: 'बंद करें',
  },
}
