import { parseResolution, passesImageSize } from './image-resolution.util';

describe('parseResolution', () => {
  it.each([
    ['1920 x 1080', { width: 1920, height: 1080 }],
    ['800×600', { width: 800, height: 600 }],
    ['5472x3648', { width: 5472, height: 3648 }],
    ['1024 × 768 px', { width: 1024, height: 768 }],
  ])('%s', (input, size) => expect(parseResolution(input)).toEqual(size));

  it('returns undefined for missing or zero sizes', () => {
    expect(parseResolution(null)).toBeUndefined();
    expect(parseResolution('unknown')).toBeUndefined();
    expect(parseResolution('0 x 0')).toBeUndefined();
  });
});

describe('passesImageSize', () => {
  const size = { width: 1920, height: 1080 };
  it('imagesize is exact, larger is at least', () => {
    expect(passesImageSize(size, { width: 1920, height: 1080 })).toBe(true);
    expect(passesImageSize(size, { width: 1920, height: 1200 })).toBe(false);
    expect(passesImageSize(size, undefined, { width: 1280, height: 720 })).toBe(true);
    expect(passesImageSize(size, undefined, { width: 2560, height: 720 })).toBe(false);
  });

  it('unknown sizes pass only when no size operator is set', () => {
    expect(passesImageSize(undefined)).toBe(true);
    expect(passesImageSize(undefined, undefined, { width: 1, height: 1 })).toBe(false);
  });
});
