/**
 * @jest-environment node
 */
import { encodeToTarget } from '../encodeToTarget';
import type { PipelineLimits } from '../limits';

const LIMITS: PipelineLimits = {
  maxDimension: 1280,
  targetBytes: 1000,
  qualityStart: 0.9,
  qualityStep: 0.1,
  qualityFloor: 0.1,
};

describe('encodeToTarget', () => {
  it('returns the very blob encoded at the chosen quality and counts the encodes', async () => {
    const encoded: number[] = [];
    const encode = jest.fn(async (quality: number) => {
      encoded.push(quality);
      return new Blob([new Uint8Array(Math.round(quality * 2000))], { type: `image/jpeg;q=${quality}` });
    });
    const result = await encodeToTarget(encode, LIMITS);
    expect(result.quality).toBe(0.5);
    expect(result.blob.type).toBe('image/jpeg;q=0.5');
    expect(result.encodes).toBe(encoded.length);
    expect(new Set(encoded).size).toBe(encoded.length);
  });

  it('gives up at the floor when nothing fits', async () => {
    const result = await encodeToTarget(async () => new Blob([new Uint8Array(5000)]), LIMITS);
    expect(result.quality).toBe(0.1);
    expect(result.blob.size).toBe(5000);
  });

  it('passes an encoder failure through', async () => {
    await expect(
      encodeToTarget(() => Promise.reject(new Error('Failed to create compressed blob')), LIMITS),
    ).rejects.toThrow('Failed to create compressed blob');
  });
});
