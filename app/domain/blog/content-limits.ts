/**
 * How deeply a blog post's Markdown may nest (issue 17 item 4, ADR 0100). The Markdown renderer (marked) descends
 * once per quote, list or emphasis level: `"> "` repeated 25,000 times overflowed its stack and took every blog page
 * down, and 2,000 nested emphasis marks did the same after seconds of work. Real posts nest a few levels; these
 * checks are linear in the content, run in the browser and on the server with the rest of the form's checks, and
 * refuse a post before anything is saved or rendered.
 */

/** The most quote or list levels one line may open, indentation included (a nested list level is 2-4 spaces). */
export const MAX_BLOCK_DEPTH = 20
/** The most emphasis marks (`*`, `_`, `~`) a paragraph may leave open at once. */
export const MAX_EMPHASIS_DEPTH = 40
/** The most runs of emphasis marks in one paragraph (marks inside words cost the renderer too: 16,000 took 1.5 s). */
export const MAX_EMPHASIS_RUNS = 1000

const LIST_MARKER = /^(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$)/

/** Quote and list levels a line opens: its leading markers, and its indentation when a marker follows it. */
function lineDepth(line: string): number {
  let i = 0
  let indent = 0
  while (i < line.length && (line[i] === ' ' || line[i] === '\t')) {
    indent += line[i] === '\t' ? 4 : 1
    i++
  }
  let markers = 0
  for (;;) {
    while (i < line.length && (line[i] === ' ' || line[i] === '\t')) i++
    if (line[i] === '>') {
      markers++
      i++
      continue
    }
    const list = LIST_MARKER.exec(line.slice(i, i + 12))
    if (!list) break
    markers++
    i += list[0].length
  }
  return markers === 0 ? 0 : markers + Math.floor(indent / 4)
}

const isSpace = (c: string | undefined) => c === undefined || /\s/.test(c)
const isPunctuation = (c: string | undefined) => c !== undefined && /[\p{P}\p{S}]/u.test(c)

/**
 * The most emphasis runs open at once in a paragraph: a run that can only open (after a space or punctuation,
 * before a letter) adds one, a run that can only close takes one away (CommonMark's flanking rules, simplified).
 */
function emphasisDepth(paragraph: string): number {
  let open = 0
  let most = 0
  let count = 0
  const runs = /[*_~]+/g
  for (let m = runs.exec(paragraph); m; m = runs.exec(paragraph)) {
    if (++count > MAX_EMPHASIS_RUNS) return Number.POSITIVE_INFINITY
    const before = paragraph[m.index - 1]
    const after = paragraph[m.index + m[0].length]
    const opens = !isSpace(after) && (isSpace(before) || (isPunctuation(before) && !isPunctuation(after)))
    const closes = !isSpace(before) && (isSpace(after) || (isPunctuation(after) && !isPunctuation(before)))
    if (opens && !closes) open += m[0].length
    else if (closes && !opens) open = Math.max(0, open - m[0].length)
    most = Math.max(most, open)
  }
  return most
}

/** What is nested too deeply in `content`, or null when it is within the limits. */
export function markdownNestingProblem(content: string): 'blocks' | 'emphasis' | null {
  const lines = content.split(/\r\n?|\n/)
  let paragraph: string[] = []
  const emphasisTooDeep = () => emphasisDepth(paragraph.join('\n')) > MAX_EMPHASIS_DEPTH
  for (const line of lines) {
    const depth = lineDepth(line)
    if (depth > MAX_BLOCK_DEPTH) return 'blocks'
    // Emphasis never spans a blank line, nor the start of a quote or list item.
    if (line.trim() === '' || depth > 0) {
      if (emphasisTooDeep()) return 'emphasis'
      paragraph = line.trim() === '' ? [] : [line]
    } else paragraph.push(line)
  }
  return emphasisTooDeep() ? 'emphasis' : null
}
