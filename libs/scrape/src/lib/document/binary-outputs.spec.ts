import { imageContentType } from './binary-outputs';

test('screenshot content type from magic bytes', () => {
  expect(imageContentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
  expect(imageContentType(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBe('image/png');
});
