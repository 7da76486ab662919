import { describe, expect, it } from 'vitest'
import { fillInTurn } from './fill-in-turn.ts'

async function* piecesOf(...sizes: number[]) {
  let next = 0
  for (const size of sizes) yield Uint8Array.from({ length: size }, () => next++ % 256)
}

async function blocks(sizes: number[], blockSize: number) {
  const buffer = new Uint8Array(blockSize)
  const seen: number[][] = []
  const rest = await fillInTurn(piecesOf(...sizes), buffer, async (length) => {
    seen.push([...buffer.subarray(0, length)])
  })
  return { seen, last: [...buffer.subarray(0, rest)] }
}

describe('fillInTurn', () => {
  it('hands on every full buffer in order and leaves the rest for the caller, across and within pieces', async () => {
    expect(await blocks([3, 5, 1], 4)).toEqual({
      seen: [
        [0, 1, 2, 3],
        [4, 5, 6, 7],
      ],
      last: [8],
    })
    expect(await blocks([10], 4)).toEqual({
      seen: [
        [0, 1, 2, 3],
        [4, 5, 6, 7],
      ],
      last: [8, 9],
    })
  })

  it('leaves nothing when the stream ends on a full buffer, and calls nothing for an empty stream', async () => {
    expect(await blocks([2, 2], 4)).toEqual({ seen: [[0, 1, 2, 3]], last: [] })
    expect(await blocks([], 4)).toEqual({ seen: [], last: [] })
    expect(await blocks([0, 0], 4)).toEqual({ seen: [], last: [] })
  })
})
