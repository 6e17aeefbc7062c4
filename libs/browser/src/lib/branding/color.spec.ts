import { colorDistance, flatten, isNeutral, parseCssColor, rankColors, toHex, visibleHex } from './color';
import { parseFontStack, primaryFamily } from './font-stack';
import { baseUnit, commonRadius } from './spacing';

const WHITE = { r: 255, g: 255, b: 255, a: 1 };

test('parses the rgb forms computed styles give and writes hex', () => {
  expect(toHex(parseCssColor('rgb(255, 90, 31)')!)).toBe('#ff5a1f');
  expect(parseCssColor('rgba(0, 0, 0, 0)')).toEqual({ r: 0, g: 0, b: 0, a: 0 });
  expect(parseCssColor('rgb(29 78 216 / 50%)')).toEqual({ r: 29, g: 78, b: 216, a: 0.5 });
  expect(parseCssColor('oklch(0.6 0.2 30)')).toBeUndefined();
});

test('transparent colours do not show; translucent ones are flattened over the base', () => {
  expect(visibleHex('rgba(0, 0, 0, 0)', WHITE)).toBeUndefined();
  expect(visibleHex('rgba(0, 0, 0, 0.5)', WHITE)).toBe('#808080');
  expect(toHex(flatten({ r: 255, g: 0, b: 0, a: 0.5 }, { r: 0, g: 0, b: 0, a: 1 }))).toBe('#800000');
});

test('greys are neutral, brand colours are not', () => {
  expect(isNeutral(parseCssColor('rgb(51, 51, 51)')!)).toBe(true);
  expect(isNeutral(parseCssColor('rgb(107, 114, 128)')!)).toBe(true);
  expect(isNeutral(parseCssColor('rgb(255, 90, 31)')!)).toBe(false);
  expect(colorDistance(WHITE, WHITE)).toBe(0);
});

test('rankColors sums weights and merges near shades into the stronger colour', () => {
  const ranked = rankColors([
    { hex: '#1d4ed8', weight: 2 }, { hex: '#ff5a1f', weight: 3 }, { hex: '#ff5c20', weight: 1 }, { hex: '#1d4ed8', weight: 1 },
  ]);
  expect(ranked).toEqual(['#ff5a1f', '#1d4ed8']);
});

test('font stacks are split, unquoted and deduplicated; the primary family is the first named one', () => {
  expect(parseFontStack('"Playfair Display", Georgia, serif')).toEqual(['Playfair Display', 'Georgia', 'serif']);
  expect(parseFontStack("'Inter', inter, sans-serif")).toEqual(['Inter', 'sans-serif']);
  expect(primaryFamily(parseFontStack('-apple-system, BlinkMacSystemFont, "Segoe UI", sans-serif'))).toBe('Segoe UI');
  expect(primaryFamily(['monospace'])).toBe('monospace');
  expect(parseFontStack(undefined)).toEqual([]);
});

test('base unit: the largest unit most spacings are multiples of', () => {
  expect(baseUnit([8, 16, 24, 32, 8, 12])).toBe(8);
  expect(baseUnit([4, 12, 20, 8, 4, 28])).toBe(4);
  expect(baseUnit([10, 20, 30, 40, 15])).toBe(10);
  expect(baseUnit([8, 16])).toBeUndefined();
  expect(baseUnit([7, 13, 17, 19, 23])).toBeUndefined();
});

test('common radius: the most used non-zero corner, 0px when all are square', () => {
  expect(commonRadius(['6px', '0px', '6px', '9999px'])).toBe('6px');
  expect(commonRadius(['0px', '0px'])).toBe('0px');
  expect(commonRadius([])).toBeUndefined();
});
