import { marked } from 'marked'
import { describe, expect, it } from 'vitest'
import { renderSafely } from './content.server.ts'
import { MAX_BLOCK_DEPTH, markdownNestingProblem } from './content-limits.ts'

// Issue 17 item 4, ADR 0100: the nesting limits refuse what overflows or stalls the renderer, and pass real posts.

const nestedList = (depth: number, indent: number) =>
  Array.from({ length: depth }, (_, i) => `${' '.repeat(indent * i)}- item`).join('\n')

describe('markdownNestingProblem', () => {
  it.each([
    ['quotes', '> '.repeat(25_000), 'blocks'],
    ['numbered list markers', '1. '.repeat(25_000), 'blocks'],
    ['quote and list markers', '> - '.repeat(12_000), 'blocks'],
    ['quote lines', Array.from({ length: 1000 }, (_, i) => `${'>'.repeat(i)} a`).join('\n'), 'blocks'],
    ['indented lists', nestedList(220, 2), 'blocks'],
    ['open emphasis', `${'*a '.repeat(2000)}b${'*'.repeat(2000)}`, 'emphasis'],
    ['open strong emphasis', `${'**a '.repeat(4000)}b${'**'.repeat(4000)}`, 'emphasis'],
    ['openers then closers', `${'*a '.repeat(8000)}b${'x* '.repeat(8000)}`, 'emphasis'],
    ['underscores', `${'_a '.repeat(2000)}b${'_'.repeat(2000)}`, 'emphasis'],
    ['emphasis inside words', 'x*a'.repeat(16_000), 'emphasis'],
  ])('refuses %s', (_name, content, problem) => {
    expect(markdownNestingProblem(content)).toBe(problem)
  })

  it.each([
    ['paragraphs', 'One.\n\nTwo with *emphasis* and **strong** and ~~struck~~ words.'],
    ['a 20-level quote', `${'> '.repeat(MAX_BLOCK_DEPTH)}deep`],
    ['a 10-level list indented by 2', nestedList(10, 2)],
    ['a 10-level list indented by 4', nestedList(10, 4)],
    ['a long list of bold items', '- **Name**: what it is\n'.repeat(2000)],
    ['snake_case words and a rule', 'use some_name_here\n\n***\n\n___'],
    ['emphasis left open', '*a *b *c d'],
  ])('accepts %s', (_name, content) => {
    expect(markdownNestingProblem(content)).toBeNull()
  })
})

describe('renderSafely', () => {
  it('shows content the renderer cannot handle as escaped plain paragraphs, never throwing', () => {
    const content = `<b>Intro</b>\n\n${'> '.repeat(25_000)}end`
    expect(() => marked.parse(content, { async: false })).toThrow(RangeError)
    const shown = renderSafely(content)
    expect(shown.ok).toBe(false)
    expect(shown.html.startsWith('<p>&lt;b&gt;Intro&lt;/b&gt;</p>')).toBe(true)
  })

  it('renders ordinary Markdown, the same answer for the same content', () => {
    expect(renderSafely('**b**')).toEqual({ html: '<p><strong>b</strong></p>', ok: true })
    expect(renderSafely('**b**')).toBe(renderSafely('**b**'))
  })
})
